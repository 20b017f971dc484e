// graphile-worker crontab: minute hour day month weekday task
export const crontab = ["0 * * * * accounts__purge_expired"].join("\n");
