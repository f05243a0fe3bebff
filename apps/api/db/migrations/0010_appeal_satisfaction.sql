ALTER TABLE "appeal_info" ADD COLUMN "satisfaction" integer;--> statement-breakpoint
ALTER TABLE "appeal_info" ADD COLUMN "satisfaction_remark" text;--> statement-breakpoint
ALTER TABLE "appeal_info" ADD COLUMN "rate_time" timestamp with time zone;