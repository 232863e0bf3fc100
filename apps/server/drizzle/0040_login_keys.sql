-- One folded key per login name (domains/account/login-name.ts): a login finds the staff member or operator by
-- it, and the throttle counts failed logins by it, so no spelling of a name reaches an account through another
-- throttle count. Staff and login codes are ASCII by their rules, so folding existing ones is ASCII lower case,
-- done with translate() because lower() would follow the database's locale. A failed login with no solved
-- captcha has no name (null): it counts against its address only. Failure rows are kept 15 minutes; the old
-- ones are dropped rather than refolded.
DELETE FROM "login_failure";--> statement-breakpoint
DELETE FROM "operator_login_failure";--> statement-breakpoint
DROP INDEX "login_failure_code_idx";--> statement-breakpoint
ALTER TABLE "login_failure" ALTER COLUMN "staff_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_login_failure" ALTER COLUMN "login_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "login_key" text;--> statement-breakpoint
UPDATE "staff" SET "login_key" = translate("user_code", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz');--> statement-breakpoint
ALTER TABLE "staff" ALTER COLUMN "login_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "operator" ADD COLUMN "login_key" text;--> statement-breakpoint
UPDATE "operator" SET "login_key" = translate("login_code", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz');--> statement-breakpoint
ALTER TABLE "operator" ALTER COLUMN "login_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failure_code_idx" ON "login_failure" USING btree ("staff_code","created_at");--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_login_key_unique" UNIQUE("login_key");--> statement-breakpoint
ALTER TABLE "operator" ADD CONSTRAINT "operator_login_key_unique" UNIQUE("login_key");
