CREATE TABLE "ent_archive_row" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"table_id" uuid NOT NULL,
	"detail" text DEFAULT 'main' NOT NULL,
	"field_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ent_expansion_table" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"table_name" text NOT NULL,
	"table_code" text NOT NULL,
	"business_type" text,
	"multi_row" boolean DEFAULT false NOT NULL,
	"enable_flag" text DEFAULT '1' NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ent_expansion_table_field" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"table_id" uuid NOT NULL,
	"field_name" text NOT NULL,
	"field_code" text NOT NULL,
	"field_type" text NOT NULL,
	"dict_type_code" text,
	"required" boolean DEFAULT false NOT NULL,
	"max_length" integer,
	"unit" text,
	"enable_flag" text DEFAULT '1' NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "business_type" text;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ent_archive_row" ADD CONSTRAINT "ent_archive_row_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_archive_row" ADD CONSTRAINT "ent_archive_row_table_id_ent_expansion_table_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."ent_expansion_table"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_expansion_table_field" ADD CONSTRAINT "ent_expansion_table_field_table_id_ent_expansion_table_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."ent_expansion_table"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ent_archive_row_main_uq" ON "ent_archive_row" USING btree ("company_id","table_id") WHERE "ent_archive_row"."detail" = 'main';--> statement-breakpoint
CREATE INDEX "ent_archive_row_company_idx" ON "ent_archive_row" USING btree ("company_id","table_id");--> statement-breakpoint
CREATE INDEX "ent_archive_row_table_idx" ON "ent_archive_row" USING btree ("table_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ent_expansion_table_code_uq" ON "ent_expansion_table" USING btree ("table_code");--> statement-breakpoint
CREATE UNIQUE INDEX "ent_expansion_field_code_uq" ON "ent_expansion_table_field" USING btree ("table_id","field_code");