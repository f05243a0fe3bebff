CREATE TABLE "sms_batch" (
	"id" uuid PRIMARY KEY NOT NULL,
	"send_type" text NOT NULL,
	"template_id" uuid,
	"template_name" text,
	"sms_content" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"receivers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tag_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"street_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_record" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid,
	"outbox_id" uuid,
	"phone" text NOT NULL,
	"receiver_name" text,
	"company_name" text,
	"company_id" uuid,
	"sms_content" text NOT NULL,
	"refused_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_template" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_name" text NOT NULL,
	"template_type" text NOT NULL,
	"template_content" text NOT NULL,
	"enable_flag" text DEFAULT '1' NOT NULL,
	"remark" text,
	"created_by" uuid,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_record" ADD CONSTRAINT "sms_record_batch_id_sms_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."sms_batch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_batch_created_idx" ON "sms_batch" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_record_batch_idx" ON "sms_record" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "sms_record_phone_idx" ON "sms_record" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_record_outbox_idx" ON "sms_record" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "sms_record_created_idx" ON "sms_record" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_template_name_uq" ON "sms_template" USING btree ("template_name");