CREATE TABLE "pol_calculator" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"calculator_name" text NOT NULL,
	"policy_id" uuid NOT NULL,
	"match_form_id" uuid,
	"rule" jsonb,
	"whitelist_only" boolean DEFAULT false NOT NULL,
	"remark" text,
	"status" text DEFAULT '0' NOT NULL,
	"audit_opinion" text,
	"audit_time" timestamp with time zone,
	"audit_by" text,
	"last_job_id" uuid,
	"result_job_id" uuid,
	"match_count" integer,
	"last_match_time" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pol_calculator_match" (
	"job_id" uuid NOT NULL,
	"calculator_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"match_degree" smallint NOT NULL,
	"match_result" text NOT NULL,
	"whitelisted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "pol_calculator_match_job_id_company_id_pk" PRIMARY KEY("job_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "pol_calculator_notice" (
	"calculator_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"channels" text[] NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pol_calculator_notice_calculator_id_company_id_pk" PRIMARY KEY("calculator_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "pol_calculator_tag" (
	"calculator_id" uuid NOT NULL,
	"tag_info_id" uuid NOT NULL,
	CONSTRAINT "pol_calculator_tag_calculator_id_tag_info_id_pk" PRIMARY KEY("calculator_id","tag_info_id")
);
--> statement-breakpoint
CREATE TABLE "pol_calculator_whitelist" (
	"calculator_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pol_calculator_whitelist_calculator_id_company_id_pk" PRIMARY KEY("calculator_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "pol_match_form" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_name" text NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enable_flag" text DEFAULT '1' NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pol_collect" (
	"user_id" uuid NOT NULL,
	"pol_info_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pol_collect_user_id_pol_info_id_pk" PRIMARY KEY("user_id","pol_info_id")
);
--> statement-breakpoint
CREATE TABLE "pol_info_label" (
	"policy_id" uuid NOT NULL,
	"label_id" uuid NOT NULL,
	CONSTRAINT "pol_info_label_policy_id_label_id_pk" PRIMARY KEY("policy_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "pol_label" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label_name" text NOT NULL,
	"enable_flag" text DEFAULT '1' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pol_label_tag" (
	"label_id" uuid NOT NULL,
	"tag_info_id" uuid NOT NULL,
	CONSTRAINT "pol_label_tag_label_id_tag_info_id_pk" PRIMARY KEY("label_id","tag_info_id")
);
--> statement-breakpoint
CREATE TABLE "pol_my_view" (
	"user_id" uuid NOT NULL,
	"pol_info_id" uuid NOT NULL,
	"view_count" integer DEFAULT 1 NOT NULL,
	"last_view_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pol_my_view_user_id_pol_info_id_pk" PRIMARY KEY("user_id","pol_info_id")
);
--> statement-breakpoint
ALTER TABLE "pol_calculator" ADD CONSTRAINT "pol_calculator_policy_id_pol_info_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."pol_info"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_calculator" ADD CONSTRAINT "pol_calculator_last_job_id_sys_job_id_fk" FOREIGN KEY ("last_job_id") REFERENCES "public"."sys_job"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_calculator" ADD CONSTRAINT "pol_calculator_result_job_id_sys_job_id_fk" FOREIGN KEY ("result_job_id") REFERENCES "public"."sys_job"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_calculator_match" ADD CONSTRAINT "pol_calculator_match_job_id_sys_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."sys_job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_calculator_match" ADD CONSTRAINT "pol_calculator_match_calculator_id_pol_calculator_id_fk" FOREIGN KEY ("calculator_id") REFERENCES "public"."pol_calculator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_calculator_match" ADD CONSTRAINT "pol_calculator_match_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_calculator_notice" ADD CONSTRAINT "pol_calculator_notice_calculator_id_pol_calculator_id_fk" FOREIGN KEY ("calculator_id") REFERENCES "public"."pol_calculator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_calculator_notice" ADD CONSTRAINT "pol_calculator_notice_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_calculator_tag" ADD CONSTRAINT "pol_calculator_tag_calculator_id_pol_calculator_id_fk" FOREIGN KEY ("calculator_id") REFERENCES "public"."pol_calculator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_calculator_tag" ADD CONSTRAINT "pol_calculator_tag_tag_info_id_tag_info_id_fk" FOREIGN KEY ("tag_info_id") REFERENCES "public"."tag_info"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_calculator_whitelist" ADD CONSTRAINT "pol_calculator_whitelist_calculator_id_pol_calculator_id_fk" FOREIGN KEY ("calculator_id") REFERENCES "public"."pol_calculator"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_calculator_whitelist" ADD CONSTRAINT "pol_calculator_whitelist_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_collect" ADD CONSTRAINT "pol_collect_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_collect" ADD CONSTRAINT "pol_collect_pol_info_id_pol_info_id_fk" FOREIGN KEY ("pol_info_id") REFERENCES "public"."pol_info"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_info_label" ADD CONSTRAINT "pol_info_label_policy_id_pol_info_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."pol_info"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_info_label" ADD CONSTRAINT "pol_info_label_label_id_pol_label_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."pol_label"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_label_tag" ADD CONSTRAINT "pol_label_tag_label_id_pol_label_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."pol_label"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_label_tag" ADD CONSTRAINT "pol_label_tag_tag_info_id_tag_info_id_fk" FOREIGN KEY ("tag_info_id") REFERENCES "public"."tag_info"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_my_view" ADD CONSTRAINT "pol_my_view_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_my_view" ADD CONSTRAINT "pol_my_view_pol_info_id_pol_info_id_fk" FOREIGN KEY ("pol_info_id") REFERENCES "public"."pol_info"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pol_calculator_status_idx" ON "pol_calculator" USING btree ("status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pol_calculator_policy_idx" ON "pol_calculator" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "pol_calculator_match_rank_idx" ON "pol_calculator_match" USING btree ("job_id","match_degree" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pol_match_form_updated_idx" ON "pol_match_form" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pol_collect_user_idx" ON "pol_collect" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pol_info_label_label_idx" ON "pol_info_label" USING btree ("label_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pol_label_name_uq" ON "pol_label" USING btree ("label_name");--> statement-breakpoint
CREATE INDEX "pol_label_tag_tag_idx" ON "pol_label_tag" USING btree ("tag_info_id");--> statement-breakpoint
CREATE INDEX "pol_my_view_user_idx" ON "pol_my_view" USING btree ("user_id","last_view_at" DESC NULLS LAST);