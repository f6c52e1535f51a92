ALTER TABLE "labels" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "labels_workspace_id_client_id_key" ON "labels" USING btree ("workspace_id","client_id");