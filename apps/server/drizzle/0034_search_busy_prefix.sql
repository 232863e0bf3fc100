-- Searches of many matches, answered ahead: a key that 1,000 to 10,000 part numbers start with, or a value many
-- parts have, costs 10–80 ms to count per stage, brand and category at a million parts; its answer is counted
-- ahead and read by key.
CREATE TABLE "search_busy_prefix" (
	"key" text PRIMARY KEY NOT NULL,
	"answer" jsonb NOT NULL,
	"counted_at" timestamp with time zone NOT NULL
);
