CREATE TABLE "auth_session_switch" (
	"family_id" uuid PRIMARY KEY NOT NULL,
	"origin_user_id" uuid NOT NULL,
	"old_type" text NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_zzd_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ent_personal_company" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"bind_status" text DEFAULT '0' NOT NULL,
	"relation" text,
	"review_opinion" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cms_about_section" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_about_us" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"address" text,
	"phone" text,
	"mailbox" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"column_id" uuid NOT NULL,
	"title" text NOT NULL,
	"sub_title" text,
	"summary" text,
	"content" text DEFAULT '' NOT NULL,
	"cover_name" text,
	"cover_path" text,
	"source" text,
	"author" text,
	"publish_time" timestamp with time zone,
	"status" text DEFAULT '0' NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_news_column" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"column_name" text NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"link_url" text,
	"remark" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "land_demand" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"street_code" text,
	"description" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"review_opinion" text,
	"publish_time" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"company_id" uuid,
	"create_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"company_name" text NOT NULL,
	"industry" text,
	"demand_area" numeric(12, 2) NOT NULL,
	"land_use" text NOT NULL,
	"supply_mode" text NOT NULL,
	"invest_amount" numeric(14, 2)
);
--> statement-breakpoint
CREATE TABLE "land_info" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"street_code" text,
	"description" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"review_opinion" text,
	"publish_time" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"company_id" uuid,
	"create_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"land_no" text,
	"address" text NOT NULL,
	"land_area" numeric(12, 2) NOT NULL,
	"land_use" text NOT NULL,
	"supply_mode" text NOT NULL,
	"price" numeric(14, 2),
	"use_years" integer,
	"owner_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_review_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market" text NOT NULL,
	"biz_type" text NOT NULL,
	"biz_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"opinion" text,
	"operator_id" uuid,
	"operator_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_demand" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"street_code" text,
	"description" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"review_opinion" text,
	"publish_time" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"company_id" uuid,
	"create_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"company_name" text NOT NULL,
	"industry" text,
	"demand_area" numeric(12, 2) NOT NULL,
	"deal_type" text NOT NULL,
	"budget" numeric(14, 2)
);
--> statement-breakpoint
CREATE TABLE "workshop_info" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"street_code" text,
	"description" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"review_opinion" text,
	"publish_time" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"company_id" uuid,
	"create_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"address" text NOT NULL,
	"building_area" numeric(12, 2) NOT NULL,
	"floor" text,
	"floor_height" numeric(6, 2),
	"load_bearing" numeric(10, 2),
	"deal_type" text NOT NULL,
	"price" numeric(14, 2),
	"owner_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tech_achievement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"achievement_name" text NOT NULL,
	"domain_id" text NOT NULL,
	"big_type_code" text DEFAULT '10' NOT NULL,
	"small_type_code" text,
	"maturity" text NOT NULL,
	"cooperation_mode" text NOT NULL,
	"price" double precision,
	"holder_name" text NOT NULL,
	"patent_no" text,
	"summary" text,
	"content" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"review_opinion" text,
	"review_time" timestamp with time zone,
	"putaway_time" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"create_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tech_domain" (
	"type" text NOT NULL,
	"id" text NOT NULL,
	"parent_id" text,
	"label" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tech_domain_type_id_pk" PRIMARY KEY("type","id")
);
--> statement-breakpoint
CREATE TABLE "tech_expert" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_name" text NOT NULL,
	"gender" text NOT NULL,
	"job_title" text,
	"organization_name" text NOT NULL,
	"domain_id" text NOT NULL,
	"research_field" text,
	"avatar" jsonb,
	"introduction" text,
	"contact_phone" text,
	"email" text,
	"status" text DEFAULT '0' NOT NULL,
	"review_opinion" text,
	"review_time" timestamp with time zone,
	"putaway_time" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"create_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tech_institute" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_name" text NOT NULL,
	"institute_type" text NOT NULL,
	"domain_id" text NOT NULL,
	"street_code" text,
	"address" text,
	"logo" jsonb,
	"summary" text,
	"content" text,
	"website" text,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"review_opinion" text,
	"review_time" timestamp with time zone,
	"putaway_time" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"create_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tech_requirement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requirement_name" text NOT NULL,
	"domain_id" text NOT NULL,
	"company_name" text NOT NULL,
	"company_id" uuid,
	"budget" double precision,
	"deadline" date,
	"cooperation_mode" text NOT NULL,
	"summary" text,
	"content" text,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"review_opinion" text,
	"review_time" timestamp with time zone,
	"putaway_time" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"create_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tech_talk" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"biz_type" text NOT NULL,
	"biz_id" uuid NOT NULL,
	"initiator_uid" uuid NOT NULL,
	"owner_uid" uuid NOT NULL,
	"last_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tech_talk_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"talk_id" uuid NOT NULL,
	"content" text NOT NULL,
	"send_uid" uuid NOT NULL,
	"receive_uid" uuid NOT NULL,
	"read_at" timestamp with time zone,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "tech_talk_message_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tech_type" (
	"code" text PRIMARY KEY NOT NULL,
	"parent_code" text,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "train_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid,
	"activity_name" text NOT NULL,
	"activity_type" text NOT NULL,
	"cover_image" text,
	"activity_content" text,
	"activity_address" text NOT NULL,
	"street_code" text,
	"apply_start_time" timestamp with time zone NOT NULL,
	"apply_end_time" timestamp with time zone NOT NULL,
	"hold_start_time" timestamp with time zone NOT NULL,
	"hold_end_time" timestamp with time zone NOT NULL,
	"apply_limit" integer DEFAULT 0 NOT NULL,
	"apply_target" text DEFAULT '3' NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"units" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT '2' NOT NULL,
	"examine_opinion" text,
	"postpone_reason" text,
	"cancel_reason" text,
	"office_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "train_info" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"user_id" uuid,
	"company_id" uuid,
	"apply_type" text NOT NULL,
	"apply_name" text NOT NULL,
	"apply_phone" text NOT NULL,
	"apply_num" integer DEFAULT 1 NOT NULL,
	"remark" text,
	"apply_status" text DEFAULT '1' NOT NULL,
	"apply_time" timestamp with time zone DEFAULT now() NOT NULL,
	"cancel_time" timestamp with time zone,
	"sign_in_status" text DEFAULT '0' NOT NULL,
	"sign_in_time" timestamp with time zone,
	"evaluate_score" smallint,
	"evaluate_content" text,
	"evaluate_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "train_plan" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_name" text NOT NULL,
	"plan_year" smallint NOT NULL,
	"start_time" date NOT NULL,
	"end_time" date NOT NULL,
	"plan_content" text,
	"units" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT '2' NOT NULL,
	"examine_opinion" text,
	"postpone_reason" text,
	"cancel_reason" text,
	"office_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appeal_common_app" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_name" text NOT NULL,
	"app_icon" text,
	"app_url" text NOT NULL,
	"app_desc" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enable_flag" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appeal_deal_duration" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appeal_class" text NOT NULL,
	"deal_days" integer NOT NULL,
	"warn_days" integer DEFAULT 0 NOT NULL,
	"enable_flag" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appeal_deal_office" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_office_name" text NOT NULL,
	"office_id" uuid,
	"contact_name" text,
	"contact_phone" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enable_flag" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appeal_info" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appeal_no" text NOT NULL,
	"appeal_title" text NOT NULL,
	"appeal_content" text NOT NULL,
	"appeal_class" text NOT NULL,
	"appeal_source" uuid NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"company_id" uuid,
	"company_name" text NOT NULL,
	"credit_code" text,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"service_area_type" text,
	"street_code" text,
	"status" text DEFAULT '1' NOT NULL,
	"deal_office" uuid,
	"deadline" date,
	"dispatch_time" timestamp with time zone,
	"deal_content" text,
	"deal_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deal_time" timestamp with time zone,
	"examine_opinion" text,
	"back_reason" text,
	"finish_time" timestamp with time zone,
	"archive_remark" text,
	"archive_time" timestamp with time zone,
	"create_user_id" uuid,
	"sync_status" text DEFAULT '0' NOT NULL,
	"sync_time" timestamp with time zone,
	"qhwy_no" text,
	"sync_msg" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appeal_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appeal_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"opinion" text,
	"operator_id" uuid,
	"operator_name" text NOT NULL,
	"operator_office_id" uuid,
	"deal_office_id" uuid,
	"deal_office_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appeal_source" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_type" text NOT NULL,
	"source_value_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enable_flag" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appeal_type" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"type_name" text NOT NULL,
	"type_code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enable_flag" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appeal_type_code_uq" UNIQUE("type_code")
);
--> statement-breakpoint
CREATE TABLE "cs_chat_content" (
	"content_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cs_chat_content_content_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"require_id" uuid NOT NULL,
	"send_uid" uuid NOT NULL,
	"receive_uid" uuid,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cs_chat_require" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"question" text,
	"status" text DEFAULT '1' NOT NULL,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accept_time" timestamp with time zone,
	"close_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cs_knowledge" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kno_quiz" text NOT NULL,
	"kno_reply" text NOT NULL,
	"enable_flag" boolean DEFAULT true NOT NULL,
	"hit_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cs_smart_question" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"matched" boolean NOT NULL,
	"knowledge_id" uuid,
	"answer_content" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pol_carousel" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"file_path" text NOT NULL,
	"link_type" text DEFAULT '0' NOT NULL,
	"policy_id" uuid,
	"link_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ques_answer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ques_id" uuid NOT NULL,
	"company_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ques_info" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ques_title" text NOT NULL,
	"ques_desc" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"publish_time" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ques_info_tag" (
	"ques_id" uuid NOT NULL,
	"tag_info_id" uuid NOT NULL,
	CONSTRAINT "ques_info_tag_ques_id_tag_info_id_pk" PRIMARY KEY("ques_id","tag_info_id")
);
--> statement-breakpoint
CREATE TABLE "ques_option" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"option_content" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ques_question" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ques_id" uuid NOT NULL,
	"question_title" text NOT NULL,
	"question_type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_session_switch" ADD CONSTRAINT "auth_session_switch_origin_user_id_sys_user_id_fk" FOREIGN KEY ("origin_user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_session_switch" ADD CONSTRAINT "auth_session_switch_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_zzd_account" ADD CONSTRAINT "auth_zzd_account_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_personal_company" ADD CONSTRAINT "ent_personal_company_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_personal_company" ADD CONSTRAINT "ent_personal_company_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_about_us" ADD CONSTRAINT "cms_about_us_updated_by_sys_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_news" ADD CONSTRAINT "cms_news_column_id_cms_news_column_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."cms_news_column"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_news" ADD CONSTRAINT "cms_news_created_by_sys_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_news" ADD CONSTRAINT "cms_news_updated_by_sys_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_news_column" ADD CONSTRAINT "cms_news_column_parent_id_cms_news_column_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cms_news_column"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_news_column" ADD CONSTRAINT "cms_news_column_created_by_sys_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_news_column" ADD CONSTRAINT "cms_news_column_updated_by_sys_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "land_demand" ADD CONSTRAINT "land_demand_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "land_demand" ADD CONSTRAINT "land_demand_create_user_id_sys_user_id_fk" FOREIGN KEY ("create_user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "land_info" ADD CONSTRAINT "land_info_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "land_info" ADD CONSTRAINT "land_info_create_user_id_sys_user_id_fk" FOREIGN KEY ("create_user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_review_log" ADD CONSTRAINT "market_review_log_operator_id_sys_user_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_demand" ADD CONSTRAINT "workshop_demand_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_demand" ADD CONSTRAINT "workshop_demand_create_user_id_sys_user_id_fk" FOREIGN KEY ("create_user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_info" ADD CONSTRAINT "workshop_info_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_info" ADD CONSTRAINT "workshop_info_create_user_id_sys_user_id_fk" FOREIGN KEY ("create_user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_achievement" ADD CONSTRAINT "tech_achievement_create_user_id_sys_user_id_fk" FOREIGN KEY ("create_user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_expert" ADD CONSTRAINT "tech_expert_create_user_id_sys_user_id_fk" FOREIGN KEY ("create_user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_institute" ADD CONSTRAINT "tech_institute_create_user_id_sys_user_id_fk" FOREIGN KEY ("create_user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_requirement" ADD CONSTRAINT "tech_requirement_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_requirement" ADD CONSTRAINT "tech_requirement_create_user_id_sys_user_id_fk" FOREIGN KEY ("create_user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_talk" ADD CONSTRAINT "tech_talk_initiator_uid_sys_user_id_fk" FOREIGN KEY ("initiator_uid") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_talk" ADD CONSTRAINT "tech_talk_owner_uid_sys_user_id_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_talk_message" ADD CONSTRAINT "tech_talk_message_talk_id_tech_talk_id_fk" FOREIGN KEY ("talk_id") REFERENCES "public"."tech_talk"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_talk_message" ADD CONSTRAINT "tech_talk_message_send_uid_sys_user_id_fk" FOREIGN KEY ("send_uid") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_talk_message" ADD CONSTRAINT "tech_talk_message_receive_uid_sys_user_id_fk" FOREIGN KEY ("receive_uid") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_activity" ADD CONSTRAINT "train_activity_plan_id_train_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."train_plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_activity" ADD CONSTRAINT "train_activity_office_id_sys_office_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."sys_office"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_activity" ADD CONSTRAINT "train_activity_created_by_sys_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_info" ADD CONSTRAINT "train_info_activity_id_train_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."train_activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_info" ADD CONSTRAINT "train_info_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_info" ADD CONSTRAINT "train_info_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_plan" ADD CONSTRAINT "train_plan_office_id_sys_office_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."sys_office"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_plan" ADD CONSTRAINT "train_plan_created_by_sys_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_deal_duration" ADD CONSTRAINT "appeal_deal_duration_appeal_class_appeal_type_type_code_fk" FOREIGN KEY ("appeal_class") REFERENCES "public"."appeal_type"("type_code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "appeal_deal_office" ADD CONSTRAINT "appeal_deal_office_office_id_sys_office_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."sys_office"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_info" ADD CONSTRAINT "appeal_info_appeal_class_appeal_type_type_code_fk" FOREIGN KEY ("appeal_class") REFERENCES "public"."appeal_type"("type_code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "appeal_info" ADD CONSTRAINT "appeal_info_appeal_source_appeal_source_id_fk" FOREIGN KEY ("appeal_source") REFERENCES "public"."appeal_source"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_info" ADD CONSTRAINT "appeal_info_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_info" ADD CONSTRAINT "appeal_info_deal_office_appeal_deal_office_id_fk" FOREIGN KEY ("deal_office") REFERENCES "public"."appeal_deal_office"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_info" ADD CONSTRAINT "appeal_info_create_user_id_sys_user_id_fk" FOREIGN KEY ("create_user_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_log" ADD CONSTRAINT "appeal_log_appeal_id_appeal_info_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeal_info"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_log" ADD CONSTRAINT "appeal_log_operator_id_sys_user_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_log" ADD CONSTRAINT "appeal_log_operator_office_id_sys_office_id_fk" FOREIGN KEY ("operator_office_id") REFERENCES "public"."sys_office"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_log" ADD CONSTRAINT "appeal_log_deal_office_id_appeal_deal_office_id_fk" FOREIGN KEY ("deal_office_id") REFERENCES "public"."appeal_deal_office"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_type" ADD CONSTRAINT "appeal_type_parent_id_appeal_type_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."appeal_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_chat_content" ADD CONSTRAINT "cs_chat_content_require_id_cs_chat_require_id_fk" FOREIGN KEY ("require_id") REFERENCES "public"."cs_chat_require"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_chat_content" ADD CONSTRAINT "cs_chat_content_send_uid_sys_user_id_fk" FOREIGN KEY ("send_uid") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_chat_content" ADD CONSTRAINT "cs_chat_content_receive_uid_sys_user_id_fk" FOREIGN KEY ("receive_uid") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_chat_require" ADD CONSTRAINT "cs_chat_require_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_chat_require" ADD CONSTRAINT "cs_chat_require_staff_id_sys_user_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."sys_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_knowledge" ADD CONSTRAINT "cs_knowledge_created_by_sys_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_smart_question" ADD CONSTRAINT "cs_smart_question_knowledge_id_cs_knowledge_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."cs_knowledge"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_smart_question" ADD CONSTRAINT "cs_smart_question_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_carousel" ADD CONSTRAINT "pol_carousel_policy_id_pol_info_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."pol_info"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_carousel" ADD CONSTRAINT "pol_carousel_created_by_sys_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ques_answer" ADD CONSTRAINT "ques_answer_ques_id_ques_info_id_fk" FOREIGN KEY ("ques_id") REFERENCES "public"."ques_info"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ques_answer" ADD CONSTRAINT "ques_answer_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ques_answer" ADD CONSTRAINT "ques_answer_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ques_info" ADD CONSTRAINT "ques_info_created_by_sys_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ques_info" ADD CONSTRAINT "ques_info_updated_by_sys_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ques_info_tag" ADD CONSTRAINT "ques_info_tag_ques_id_ques_info_id_fk" FOREIGN KEY ("ques_id") REFERENCES "public"."ques_info"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ques_info_tag" ADD CONSTRAINT "ques_info_tag_tag_info_id_tag_info_id_fk" FOREIGN KEY ("tag_info_id") REFERENCES "public"."tag_info"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ques_option" ADD CONSTRAINT "ques_option_question_id_ques_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."ques_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ques_question" ADD CONSTRAINT "ques_question_ques_id_ques_info_id_fk" FOREIGN KEY ("ques_id") REFERENCES "public"."ques_info"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_session_switch_origin_idx" ON "auth_session_switch" USING btree ("origin_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_zzd_account_account_uq" ON "auth_zzd_account" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "auth_zzd_account_user_idx" ON "auth_zzd_account" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ent_personal_company_user_company_uq" ON "ent_personal_company" USING btree ("user_id","company_id");--> statement-breakpoint
CREATE INDEX "ent_personal_company_company_idx" ON "ent_personal_company" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "cms_about_section_sort_idx" ON "cms_about_section" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "cms_news_public_idx" ON "cms_news" USING btree ("status","is_show","is_top" DESC NULLS LAST,"publish_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cms_news_column_idx" ON "cms_news" USING btree ("column_id","publish_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cms_news_created_idx" ON "cms_news" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "cms_news_column_code_uq" ON "cms_news_column" USING btree ("code");--> statement-breakpoint
CREATE INDEX "cms_news_column_parent_idx" ON "cms_news_column" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "land_demand_status_publish_idx" ON "land_demand" USING btree ("status","publish_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "land_demand_street_idx" ON "land_demand" USING btree ("street_code");--> statement-breakpoint
CREATE INDEX "land_demand_company_idx" ON "land_demand" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "land_demand_created_idx" ON "land_demand" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "land_info_status_publish_idx" ON "land_info" USING btree ("status","publish_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "land_info_street_idx" ON "land_info" USING btree ("street_code");--> statement-breakpoint
CREATE INDEX "land_info_company_idx" ON "land_info" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "land_info_created_idx" ON "land_info" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "market_review_log_biz_idx" ON "market_review_log" USING btree ("market","biz_type","biz_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "market_review_log_created_idx" ON "market_review_log" USING btree ("market","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workshop_demand_status_publish_idx" ON "workshop_demand" USING btree ("status","publish_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workshop_demand_street_idx" ON "workshop_demand" USING btree ("street_code");--> statement-breakpoint
CREATE INDEX "workshop_demand_company_idx" ON "workshop_demand" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "workshop_demand_created_idx" ON "workshop_demand" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workshop_info_status_publish_idx" ON "workshop_info" USING btree ("status","publish_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workshop_info_street_idx" ON "workshop_info" USING btree ("street_code");--> statement-breakpoint
CREATE INDEX "workshop_info_company_idx" ON "workshop_info" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "workshop_info_created_idx" ON "workshop_info" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tech_achievement_public_idx" ON "tech_achievement" USING btree ("status","putaway_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tech_achievement_domain_idx" ON "tech_achievement" USING btree ("domain_id");--> statement-breakpoint
CREATE INDEX "tech_achievement_owner_idx" ON "tech_achievement" USING btree ("create_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tech_domain_parent_idx" ON "tech_domain" USING btree ("type","parent_id","sort");--> statement-breakpoint
CREATE INDEX "tech_expert_public_idx" ON "tech_expert" USING btree ("status","putaway_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tech_expert_domain_idx" ON "tech_expert" USING btree ("domain_id");--> statement-breakpoint
CREATE INDEX "tech_expert_owner_idx" ON "tech_expert" USING btree ("create_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tech_institute_public_idx" ON "tech_institute" USING btree ("status","putaway_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tech_institute_domain_idx" ON "tech_institute" USING btree ("domain_id");--> statement-breakpoint
CREATE INDEX "tech_institute_owner_idx" ON "tech_institute" USING btree ("create_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tech_requirement_public_idx" ON "tech_requirement" USING btree ("status","putaway_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tech_requirement_domain_idx" ON "tech_requirement" USING btree ("domain_id");--> statement-breakpoint
CREATE INDEX "tech_requirement_owner_idx" ON "tech_requirement" USING btree ("create_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "tech_talk_biz_initiator_uq" ON "tech_talk" USING btree ("biz_type","biz_id","initiator_uid");--> statement-breakpoint
CREATE INDEX "tech_talk_initiator_idx" ON "tech_talk" USING btree ("initiator_uid","last_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tech_talk_owner_idx" ON "tech_talk" USING btree ("owner_uid","last_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tech_talk_message_talk_idx" ON "tech_talk_message" USING btree ("talk_id","seq");--> statement-breakpoint
CREATE INDEX "tech_talk_message_unread_idx" ON "tech_talk_message" USING btree ("receive_uid","read_at");--> statement-breakpoint
CREATE INDEX "tech_type_parent_idx" ON "tech_type" USING btree ("parent_code","sort");--> statement-breakpoint
CREATE INDEX "train_activity_status_idx" ON "train_activity" USING btree ("status","hold_start_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "train_activity_type_idx" ON "train_activity" USING btree ("activity_type");--> statement-breakpoint
CREATE INDEX "train_activity_plan_idx" ON "train_activity" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "train_info_activity_idx" ON "train_info" USING btree ("activity_id","apply_status");--> statement-breakpoint
CREATE INDEX "train_info_user_idx" ON "train_info" USING btree ("user_id","apply_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "train_info_company_idx" ON "train_info" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "train_info_valid_uq" ON "train_info" USING btree ("activity_id","user_id") WHERE "train_info"."apply_status" = '1';--> statement-breakpoint
CREATE INDEX "train_plan_status_idx" ON "train_plan" USING btree ("status");--> statement-breakpoint
CREATE INDEX "train_plan_year_idx" ON "train_plan" USING btree ("plan_year","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appeal_common_app_sort_idx" ON "appeal_common_app" USING btree ("sort");--> statement-breakpoint
CREATE UNIQUE INDEX "appeal_deal_duration_class_uq" ON "appeal_deal_duration" USING btree ("appeal_class");--> statement-breakpoint
CREATE UNIQUE INDEX "appeal_deal_office_name_uq" ON "appeal_deal_office" USING btree ("deal_office_name");--> statement-breakpoint
CREATE INDEX "appeal_deal_office_office_idx" ON "appeal_deal_office" USING btree ("office_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appeal_info_no_uq" ON "appeal_info" USING btree ("appeal_no");--> statement-breakpoint
CREATE INDEX "appeal_info_company_idx" ON "appeal_info" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appeal_info_status_idx" ON "appeal_info" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appeal_info_deal_office_idx" ON "appeal_info" USING btree ("deal_office","status");--> statement-breakpoint
CREATE INDEX "appeal_info_class_idx" ON "appeal_info" USING btree ("appeal_class");--> statement-breakpoint
CREATE INDEX "appeal_info_street_idx" ON "appeal_info" USING btree ("street_code");--> statement-breakpoint
CREATE INDEX "appeal_info_created_idx" ON "appeal_info" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appeal_log_appeal_idx" ON "appeal_log" USING btree ("appeal_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appeal_source_type_name_uq" ON "appeal_source" USING btree ("source_type","source_value_name");--> statement-breakpoint
CREATE INDEX "appeal_type_parent_idx" ON "appeal_type" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "cs_chat_content_require_idx" ON "cs_chat_content" USING btree ("require_id","content_id");--> statement-breakpoint
CREATE INDEX "cs_chat_content_receive_idx" ON "cs_chat_content" USING btree ("receive_uid","content_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cs_chat_require_open_user_uq" ON "cs_chat_require" USING btree ("user_id") WHERE status in ('1', '2');--> statement-breakpoint
CREATE INDEX "cs_chat_require_status_idx" ON "cs_chat_require" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cs_chat_require_staff_idx" ON "cs_chat_require" USING btree ("staff_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "cs_knowledge_quiz_uq" ON "cs_knowledge" USING btree ("kno_quiz");--> statement-breakpoint
CREATE INDEX "cs_knowledge_updated_idx" ON "cs_knowledge" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cs_smart_question_created_idx" ON "cs_smart_question" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cs_smart_question_matched_idx" ON "cs_smart_question" USING btree ("matched","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pol_carousel_status_sort_idx" ON "pol_carousel" USING btree ("status","sort");--> statement-breakpoint
CREATE INDEX "ques_answer_ques_idx" ON "ques_answer" USING btree ("ques_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ques_answer_company_uq" ON "ques_answer" USING btree ("ques_id","company_id");--> statement-breakpoint
CREATE INDEX "ques_info_status_idx" ON "ques_info" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ques_info_created_idx" ON "ques_info" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ques_info_tag_tag_idx" ON "ques_info_tag" USING btree ("tag_info_id");--> statement-breakpoint
CREATE INDEX "ques_option_question_idx" ON "ques_option" USING btree ("question_id","sort");--> statement-breakpoint
CREATE INDEX "ques_question_ques_idx" ON "ques_question" USING btree ("ques_id","sort");