CREATE TABLE "sys_data_rule" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role_id" uuid NOT NULL,
	"rule_name" text NOT NULL,
	"resource" text NOT NULL,
	"column_name" text NOT NULL,
	"operator" text NOT NULL,
	"value_type" text NOT NULL,
	"rule_value" text,
	"enable_flag" text DEFAULT '1' NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_office" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"office_name" text NOT NULL,
	"office_code" text,
	"office_type" text NOT NULL,
	"leader" text,
	"phone" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enable_flag" text DEFAULT '1' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_basic_data_config" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"config_type" text NOT NULL,
	"config_name" text NOT NULL,
	"config_code" text,
	"parent_id" uuid,
	"sort" integer DEFAULT 0 NOT NULL,
	"enable_flag" text DEFAULT '1' NOT NULL,
	"deal_office_id" uuid,
	"service_desc" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"textarea" text NOT NULL,
	"othervalue" text NOT NULL,
	"namevalue" text NOT NULL,
	"phonevalue" text NOT NULL,
	"user_id" uuid,
	"handle_status" text DEFAULT '0' NOT NULL,
	"handle_result" text,
	"handle_time" timestamp with time zone,
	"handle_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_home_config" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"config_type" text NOT NULL,
	"title" text NOT NULL,
	"image_path" text,
	"link_url" text,
	"link_type" text DEFAULT '1' NOT NULL,
	"summary" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enable_flag" text DEFAULT '1' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_home_contact" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"service_centre_name" text NOT NULL,
	"hotline" text NOT NULL,
	"mailbox" text NOT NULL,
	"service_hours" text NOT NULL,
	"address" text,
	"record_number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_live" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"live_title" text NOT NULL,
	"live_url" text NOT NULL,
	"cover_path" text,
	"host_unit" text,
	"live_desc" text,
	"live_start_time" timestamp with time zone NOT NULL,
	"live_end_time" timestamp with time zone NOT NULL,
	"publish_status" text DEFAULT '0' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_platform" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_name" text NOT NULL,
	"platform_url" text NOT NULL,
	"link_type" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"need_sign" boolean DEFAULT false NOT NULL,
	"enable_flag" text DEFAULT '1' NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sys_dict_type" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_dict_type" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_dict_type" ADD COLUMN "enable_flag" text DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_dict_type" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "sys_dict_type" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_dict_value" ADD COLUMN "enable_flag" text DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_dict_value" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "sys_dict_value" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_menu" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_menu" ADD COLUMN "no_auth" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_menu" ADD COLUMN "seed_key" text;--> statement-breakpoint
ALTER TABLE "sys_menu" ADD COLUMN "seed_rev" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_role" ADD COLUMN "user_type" text;--> statement-breakpoint
ALTER TABLE "sys_role" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "sys_role" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_role" ADD COLUMN "enable_flag" text DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_role" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "office_id" uuid;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "gov_emp_pos_job" text;--> statement-breakpoint
ALTER TABLE "sys_data_rule" ADD CONSTRAINT "sys_data_rule_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_basic_data_config" ADD CONSTRAINT "sys_basic_data_config_parent_id_sys_basic_data_config_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sys_basic_data_config"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_basic_data_config" ADD CONSTRAINT "sys_basic_data_config_deal_office_id_sys_office_id_fk" FOREIGN KEY ("deal_office_id") REFERENCES "public"."sys_office"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_feedback" ADD CONSTRAINT "sys_feedback_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_feedback" ADD CONSTRAINT "sys_feedback_handle_user_id_sys_user_id_fk" FOREIGN KEY ("handle_user_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_data_rule_role_resource_idx" ON "sys_data_rule" USING btree ("role_id","resource");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_office_name_uq" ON "sys_office" USING btree ("office_name");--> statement-breakpoint
CREATE INDEX "sys_office_parent_idx" ON "sys_office" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sys_basic_data_config_type_idx" ON "sys_basic_data_config" USING btree ("config_type","sort");--> statement-breakpoint
CREATE INDEX "sys_basic_data_config_parent_idx" ON "sys_basic_data_config" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_basic_data_config_name_uq" ON "sys_basic_data_config" USING btree ("config_type",coalesce("parent_id"::text, ''),"config_name");--> statement-breakpoint
CREATE INDEX "sys_feedback_created_idx" ON "sys_feedback" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sys_feedback_status_idx" ON "sys_feedback" USING btree ("handle_status");--> statement-breakpoint
CREATE INDEX "sys_home_config_type_idx" ON "sys_home_config" USING btree ("config_type","sort");--> statement-breakpoint
CREATE INDEX "sys_live_publish_idx" ON "sys_live" USING btree ("publish_status","live_start_time" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sys_platform_name_uq" ON "sys_platform" USING btree ("platform_name");--> statement-breakpoint
CREATE INDEX "sys_platform_sort_idx" ON "sys_platform" USING btree ("sort");--> statement-breakpoint
ALTER TABLE "sys_user" ADD CONSTRAINT "sys_user_office_id_sys_office_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."sys_office"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_type_id_uq" ON "sys_dict_type" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sys_menu_permission_idx" ON "sys_menu" USING btree ("permission");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_menu_seed_key_uq" ON "sys_menu" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "sys_user_office_idx" ON "sys_user" USING btree ("office_id");