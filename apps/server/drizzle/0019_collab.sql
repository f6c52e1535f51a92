CREATE TABLE "collab_documents" (
	"name" text PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"state" "bytea" NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collab_updates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collab_updates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collab_documents" ADD CONSTRAINT "collab_documents_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_updates" ADD CONSTRAINT "collab_updates_name_collab_documents_name_fk" FOREIGN KEY ("name") REFERENCES "public"."collab_documents"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collab_updates_name_id_idx" ON "collab_updates" USING btree ("name","id");