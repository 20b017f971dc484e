import { Badge, type BadgeTone } from "~/components/ui/badge.tsx";

const TONES: Record<string, BadgeTone> = {
  pending: "yellow",
  running: "blue",
  completed: "green",
  failed: "red",
  cancelled: "indigo",
};

/** A job's status as a coloured badge; a status the page does not know yet keeps a neutral grey (spec §4). */
export function JobStatusBadge({ status }: { status: string }) {
  const label = status ? status.charAt(0).toUpperCase() + status.slice(1) : "Unknown";
  return <Badge tone={TONES[status] ?? "gray"}>{label}</Badge>;
}
