CREATE TABLE "dec_declare_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"declare_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"opinion" text,
	"operator_id" uuid,
	"operator_name" text NOT NULL,
	"operator_dep" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pol_allowance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"declare_id" uuid,
	"policy_id" uuid,
	"project_name" text NOT NULL,
	"allowance_amount" numeric(14, 2) NOT NULL,
	"allowance_year" integer NOT NULL,
	"grant_dep" text NOT NULL,
	"grant_date" date,
	"status" text DEFAULT '0' NOT NULL,
	"remark" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pol_info" ADD COLUMN "units" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pol_info" ADD COLUMN "organiser_units" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pol_info" ADD COLUMN "source" text DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "pol_info" ADD COLUMN "city_policy_id" text;--> statement-breakpoint
ALTER TABLE "pol_info" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pol_info" ADD COLUMN "policy_time_given" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pol_info" ADD COLUMN "examine_opinion" text;--> statement-breakpoint
ALTER TABLE "pol_info" ADD COLUMN "examine_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pol_info" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "pol_info" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dec_declare_log" ADD CONSTRAINT "dec_declare_log_declare_id_dec_declare_id_fk" FOREIGN KEY ("declare_id") REFERENCES "public"."dec_declare"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_allowance" ADD CONSTRAINT "pol_allowance_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_allowance" ADD CONSTRAINT "pol_allowance_declare_id_dec_declare_id_fk" FOREIGN KEY ("declare_id") REFERENCES "public"."dec_declare"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pol_allowance" ADD CONSTRAINT "pol_allowance_policy_id_pol_info_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."pol_info"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dec_declare_log_declare_idx" ON "dec_declare_log" USING btree ("declare_id","created_at");--> statement-breakpoint
CREATE INDEX "pol_allowance_company_idx" ON "pol_allowance" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pol_allowance_declare_idx" ON "pol_allowance" USING btree ("declare_id");--> statement-breakpoint
CREATE INDEX "pol_allowance_created_idx" ON "pol_allowance" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "pol_info_city_policy_uq" ON "pol_info" USING btree ("city_policy_id");--> statement-breakpoint
CREATE INDEX "pol_info_updated_idx" ON "pol_info" USING btree ("updated_at" DESC NULLS LAST);