CREATE TABLE "pol_info_file" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"remark" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pol_info_file" ADD CONSTRAINT "pol_info_file_policy_id_pol_info_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."pol_info"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pol_info_file_policy_idx" ON "pol_info_file" USING btree ("policy_id","sort");--> statement-breakpoint
CREATE INDEX "pol_info_file_created_idx" ON "pol_info_file" USING btree ("created_at" DESC NULLS LAST);