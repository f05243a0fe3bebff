CREATE TABLE "company_fact" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_risk" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"risk_name" text NOT NULL,
	"risk_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_tag" (
	"company_id" uuid NOT NULL,
	"tag_info_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_tag_company_id_tag_info_id_pk" PRIMARY KEY("company_id","tag_info_id")
);
--> statement-breakpoint
CREATE TABLE "dec_declare" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"declare_no" text NOT NULL,
	"policy_id" uuid NOT NULL,
	"project_id" uuid,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"form_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"submit_time" timestamp with time zone,
	"examine_time" timestamp with time zone,
	"examine_opinion" text,
	"examine_user_id" uuid,
	"examine_user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ent_auth_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"auth_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ent_match_result" (
	"company_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"match_result" text NOT NULL,
	"match_rate" smallint NOT NULL,
	"estimated_amount" double precision,
	"conditions" jsonb NOT NULL,
	"match_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ent_match_result_company_id_project_id_pk" PRIMARY KEY("company_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "imitate_match_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"facts" jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"matched_count" integer DEFAULT 0 NOT NULL,
	"partly_matched_count" integer DEFAULT 0 NOT NULL,
	"not_matched_count" integer DEFAULT 0 NOT NULL,
	"estimated_amount" double precision DEFAULT 0 NOT NULL,
	"match_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pol_apply_project" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"project_name" text NOT NULL,
	"apply_start_time" timestamp with time zone NOT NULL,
	"apply_end_time" timestamp with time zone NOT NULL,
	"examine_start_time" timestamp with time zone NOT NULL,
	"examine_end_time" timestamp with time zone NOT NULL,
	"examine_dep" text NOT NULL,
	"template" jsonb NOT NULL,
	"support_amount" double precision,
	"support_amount_rule" jsonb,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pol_info_tag" (
	"policy_id" uuid NOT NULL,
	"tag_info_id" uuid NOT NULL,
	CONSTRAINT "pol_info_tag_policy_id_tag_info_id_pk" PRIMARY KEY("policy_id","tag_info_id")
);
--> statement-breakpoint
CREATE TABLE "pol_my_sub" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tag_info_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pol_risk_rule" (
	"policy_id" uuid PRIMARY KEY NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_category" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_info" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"tag_name" text NOT NULL,
	"tag_type" text DEFAULT '1' NOT NULL,
	"rule" jsonb,
	"enable_flag" text DEFAULT '1' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_fact" ADD CONSTRAINT "company_fact_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_risk" ADD CONSTRAINT "company_risk_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tag" ADD CONSTRAINT "company_tag_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tag" ADD CONSTRAINT "company_tag_tag_info_id_tag_info_id_fk" FOREIGN KEY ("tag_info_id") REFERENCES "public"."tag_info"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dec_declare" ADD CONSTRAINT "dec_declare_policy_id_pol_info_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."pol_info"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dec_declare" ADD CONSTRAINT "dec_declare_project_id_pol_apply_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."pol_apply_project"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dec_declare" ADD CONSTRAINT "dec_declare_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dec_declare" ADD CONSTRAINT "dec_declare_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_auth_log" ADD CONSTRAINT "ent_auth_log_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_auth_log" ADD CONSTRAINT "ent_auth_log_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_match_result" ADD CONSTRAINT "ent_match_result_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_match_result" ADD CONSTRAINT "ent_match_result_project_id_pol_apply_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."pol_apply_project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imitate_match_log" ADD CONSTRAINT "imitate_match_log_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_apply_project" ADD CONSTRAINT "pol_apply_project_policy_id_pol_info_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."pol_info"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_info_tag" ADD CONSTRAINT "pol_info_tag_policy_id_pol_info_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."pol_info"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_info_tag" ADD CONSTRAINT "pol_info_tag_tag_info_id_tag_info_id_fk" FOREIGN KEY ("tag_info_id") REFERENCES "public"."tag_info"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_my_sub" ADD CONSTRAINT "pol_my_sub_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_risk_rule" ADD CONSTRAINT "pol_risk_rule_policy_id_pol_info_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."pol_info"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_info" ADD CONSTRAINT "tag_info_category_id_tag_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tag_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_risk_kind_uq" ON "company_risk" USING btree ("company_id","risk_name");--> statement-breakpoint
CREATE INDEX "company_tag_tag_idx" ON "company_tag" USING btree ("tag_info_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dec_declare_no_uq" ON "dec_declare" USING btree ("declare_no");--> statement-breakpoint
CREATE UNIQUE INDEX "dec_declare_company_project_uq" ON "dec_declare" USING btree ("company_id","project_id");--> statement-breakpoint
CREATE INDEX "dec_declare_company_idx" ON "dec_declare" USING btree ("company_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dec_declare_status_idx" ON "dec_declare" USING btree ("status","submit_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ent_auth_log_company_idx" ON "ent_auth_log" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ent_match_result_company_idx" ON "ent_match_result" USING btree ("company_id","match_result");--> statement-breakpoint
CREATE INDEX "ent_match_result_project_idx" ON "ent_match_result" USING btree ("project_id","match_result");--> statement-breakpoint
CREATE INDEX "imitate_match_log_user_idx" ON "imitate_match_log" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pol_apply_project_policy_idx" ON "pol_apply_project" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "pol_apply_project_open_idx" ON "pol_apply_project" USING btree ("status","apply_end_time");--> statement-breakpoint
CREATE INDEX "pol_info_tag_tag_idx" ON "pol_info_tag" USING btree ("tag_info_id");--> statement-breakpoint
CREATE INDEX "tag_info_category_idx" ON "tag_info" USING btree ("category_id","sort");