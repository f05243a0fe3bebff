CREATE TABLE "auth_refresh_token" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_verify_code" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_name" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"legal_person" text,
	"legal_person_phone" text,
	"street_id" text,
	"address" text,
	"industry" text,
	"scale" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_file" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_path" text NOT NULL,
	"original_name" text NOT NULL,
	"size" bigint NOT NULL,
	"mime" text NOT NULL,
	"kind" text NOT NULL,
	"uploader_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_job" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"total" integer,
	"done" integer DEFAULT 0 NOT NULL,
	"params" jsonb,
	"result" jsonb,
	"error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "pol_business_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" integer NOT NULL,
	"event_label" text NOT NULL,
	"extras" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pol_consult" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pol_info_id" uuid NOT NULL,
	"consult_content" text NOT NULL,
	"user_id" uuid,
	"company_id" uuid,
	"status" text DEFAULT '0' NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pol_info" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_title" text NOT NULL,
	"policy_dep_name" text NOT NULL,
	"policy_create_time" timestamp with time zone NOT NULL,
	"support_modes" text[] DEFAULT '{}'::text[] NOT NULL,
	"policy_no" text,
	"policy_level" text,
	"valid_start" date,
	"valid_end" date,
	"summary" text,
	"content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_action_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"router_name" text NOT NULL,
	"page_title" text,
	"user_id" uuid,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict_type" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict_value" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dict_type_code" text NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_menu" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"icon" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"menu_type" text DEFAULT 'menu' NOT NULL,
	"permission" text
);
--> statement-breakpoint
CREATE TABLE "sys_region" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_code" text,
	"level" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role_menu" (
	"role_id" uuid NOT NULL,
	"menu_id" uuid NOT NULL,
	CONSTRAINT "sys_role_menu_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"user_type" text NOT NULL,
	"phone" text,
	"company_id" uuid,
	"enabled" boolean DEFAULT true NOT NULL,
	"pwd_update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "sys_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "auth_refresh_token" ADD CONSTRAINT "auth_refresh_token_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_consult" ADD CONSTRAINT "pol_consult_pol_info_id_pol_info_id_fk" FOREIGN KEY ("pol_info_id") REFERENCES "public"."pol_info"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_consult" ADD CONSTRAINT "pol_consult_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_consult" ADD CONSTRAINT "pol_consult_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_dict_value" ADD CONSTRAINT "sys_dict_value_dict_type_code_sys_dict_type_code_fk" FOREIGN KEY ("dict_type_code") REFERENCES "public"."sys_dict_type"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_menu" ADD CONSTRAINT "sys_role_menu_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_menu" ADD CONSTRAINT "sys_role_menu_menu_id_sys_menu_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."sys_menu"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user" ADD CONSTRAINT "sys_user_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_refresh_token_hash_uq" ON "auth_refresh_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_refresh_token_family_idx" ON "auth_refresh_token" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "auth_refresh_token_user_idx" ON "auth_refresh_token" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_verify_code_user_idx" ON "auth_verify_code" USING btree ("user_name","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_credit_code_uq" ON "company" USING btree ("credit_code");--> statement-breakpoint
CREATE INDEX "company_name_idx" ON "company" USING btree ("company_name");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_file_path_uq" ON "sys_file" USING btree ("file_path");--> statement-breakpoint
CREATE INDEX "sys_job_queue_idx" ON "sys_job" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sys_outbox_pending_idx" ON "sys_outbox" USING btree ("status","available_at");--> statement-breakpoint
CREATE INDEX "pol_business_log_created_idx" ON "pol_business_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pol_consult_policy_idx" ON "pol_consult" USING btree ("pol_info_id");--> statement-breakpoint
CREATE INDEX "pol_consult_user_idx" ON "pol_consult" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pol_consult_created_idx" ON "pol_consult" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pol_info_status_time_idx" ON "pol_info" USING btree ("status","policy_create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pol_info_dep_idx" ON "pol_info" USING btree ("policy_dep_name");--> statement-breakpoint
CREATE INDEX "pol_info_support_modes_idx" ON "pol_info" USING gin ("support_modes");--> statement-breakpoint
CREATE INDEX "sys_action_log_created_idx" ON "sys_action_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_value_type_value_uq" ON "sys_dict_value" USING btree ("dict_type_code","value");--> statement-breakpoint
CREATE INDEX "sys_menu_parent_idx" ON "sys_menu" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sys_region_parent_idx" ON "sys_region" USING btree ("parent_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_code_uq" ON "sys_role" USING btree ("code");--> statement-breakpoint
CREATE INDEX "sys_role_menu_menu_idx" ON "sys_role_menu" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_user_name_uq" ON "sys_user" USING btree ("user_name");--> statement-breakpoint
CREATE INDEX "sys_user_role_role_idx" ON "sys_user_role" USING btree ("role_id");