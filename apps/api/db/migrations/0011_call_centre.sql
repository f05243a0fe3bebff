CREATE TABLE "appeal_sync_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appeal_id" uuid NOT NULL,
	"outbox_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"outcome" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_data" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"call_type" text NOT NULL,
	"phone" text NOT NULL,
	"contact_name" text,
	"company_id" uuid,
	"company_name" text,
	"street_code" text,
	"call_start_time" timestamp with time zone NOT NULL,
	"call_end_time" timestamp with time zone NOT NULL,
	"call_content" text NOT NULL,
	"handle_status" text NOT NULL,
	"handle_result" text,
	"remark" text,
	"appeal_id" uuid,
	"operator_id" uuid,
	"operator_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appeal_sync_log" ADD CONSTRAINT "appeal_sync_log_appeal_id_appeal_info_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeal_info"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_data" ADD CONSTRAINT "call_data_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_data" ADD CONSTRAINT "call_data_appeal_id_appeal_info_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeal_info"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_data" ADD CONSTRAINT "call_data_operator_id_sys_user_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appeal_sync_log_appeal_idx" ON "appeal_sync_log" USING btree ("appeal_id","created_at");--> statement-breakpoint
CREATE INDEX "call_data_start_idx" ON "call_data" USING btree ("call_start_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "call_data_street_idx" ON "call_data" USING btree ("street_code");--> statement-breakpoint
CREATE INDEX "call_data_operator_idx" ON "call_data" USING btree ("operator_id");