ALTER TABLE "pol_collect" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pol_collect_id_uq" ON "pol_collect" USING btree ("id");