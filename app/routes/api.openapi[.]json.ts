import { openApiDocument } from "~/lib/openapi.ts";

export const loader = () => Response.json(openApiDocument);
