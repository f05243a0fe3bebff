CREATE TABLE "auth_login_failure" (
	"user_name" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counter" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_end" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_action_log" ADD COLUMN "log_type" text DEFAULT 'route' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_action_log" ADD COLUMN "login_name" text;--> statement-breakpoint
ALTER TABLE "sys_action_log" ADD COLUMN "result" text;--> statement-breakpoint
CREATE INDEX "auth_login_failure_locked_idx" ON "auth_login_failure" USING btree ("locked_until");--> statement-breakpoint
CREATE INDEX "rate_limit_counter_window_end_idx" ON "rate_limit_counter" USING btree ("window_end");--> statement-breakpoint
CREATE INDEX "sys_action_log_type_created_idx" ON "sys_action_log" USING btree ("log_type","created_at");