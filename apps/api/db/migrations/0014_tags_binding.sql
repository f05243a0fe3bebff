ALTER TABLE "ent_personal_company" ADD COLUMN "proof_file_path" text;--> statement-breakpoint
ALTER TABLE "ent_personal_company" ADD COLUMN "review_user_id" uuid;--> statement-breakpoint
ALTER TABLE "tag_info" ADD COLUMN "last_eval_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tag_info" ADD COLUMN "eval_job_id" uuid;