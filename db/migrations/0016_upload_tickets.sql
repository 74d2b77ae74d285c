CREATE TABLE "upload_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"saved_at" timestamp with time zone,
	CONSTRAINT "upload_tickets_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE INDEX "upload_tickets_user_open_idx" ON "upload_tickets" USING btree ("tenant_id","user_id","expires_at");--> statement-breakpoint
CREATE INDEX "upload_tickets_expires_idx" ON "upload_tickets" USING btree ("expires_at");