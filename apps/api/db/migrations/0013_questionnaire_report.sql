CREATE TABLE "ques_answer_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"answer_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"option_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer_content" text,
	"answer_score" integer
);
--> statement-breakpoint
CREATE TABLE "report_data" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"report_status" text DEFAULT '0' NOT NULL,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"report_time" timestamp with time zone,
	"user_id" uuid,
	"remind_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_task" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_title" text NOT NULL,
	"report_period" text NOT NULL,
	"report_desc" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"street_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"publish_time" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_task_tag" (
	"task_id" uuid NOT NULL,
	"tag_info_id" uuid NOT NULL,
	CONSTRAINT "report_task_tag_task_id_tag_info_id_pk" PRIMARY KEY("task_id","tag_info_id")
);
--> statement-breakpoint
ALTER TABLE "ques_info" ADD COLUMN "street_codes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ques_answer_item" ADD CONSTRAINT "ques_answer_item_answer_id_ques_answer_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."ques_answer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ques_answer_item" ADD CONSTRAINT "ques_answer_item_question_id_ques_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."ques_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_data" ADD CONSTRAINT "report_data_task_id_report_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."report_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_data" ADD CONSTRAINT "report_data_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_data" ADD CONSTRAINT "report_data_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_task" ADD CONSTRAINT "report_task_created_by_sys_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_task" ADD CONSTRAINT "report_task_updated_by_sys_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_task_tag" ADD CONSTRAINT "report_task_tag_task_id_report_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."report_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_task_tag" ADD CONSTRAINT "report_task_tag_tag_info_id_tag_info_id_fk" FOREIGN KEY ("tag_info_id") REFERENCES "public"."tag_info"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ques_answer_item_answer_idx" ON "ques_answer_item" USING btree ("answer_id");--> statement-breakpoint
CREATE INDEX "ques_answer_item_question_idx" ON "ques_answer_item" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_data_task_company_uq" ON "report_data" USING btree ("task_id","company_id");--> statement-breakpoint
CREATE INDEX "report_data_task_status_idx" ON "report_data" USING btree ("task_id","report_status");--> statement-breakpoint
CREATE INDEX "report_task_created_idx" ON "report_task" USING btree ("created_at" DESC NULLS LAST);