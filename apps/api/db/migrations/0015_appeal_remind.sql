CREATE TABLE "appeal_remind" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appeal_id" uuid NOT NULL,
	"kind" text DEFAULT 'overdue' NOT NULL,
	"deal_office" uuid NOT NULL,
	"deadline" date NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appeal_remind" ADD CONSTRAINT "appeal_remind_appeal_id_appeal_info_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeal_info"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_remind" ADD CONSTRAINT "appeal_remind_deal_office_appeal_deal_office_id_fk" FOREIGN KEY ("deal_office") REFERENCES "public"."appeal_deal_office"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appeal_remind_uq" ON "appeal_remind" USING btree ("appeal_id","kind","deal_office","deadline");