import { apiError } from "~/services/api.server.ts";

// Unknown API paths answer in JSON, not with the app's redirect to the dashboard.
export const loader = () => apiError(404, "Not found");
export const action = () => apiError(404, "Not found");
