CREATE TABLE "user_score_totals" (
	"tenant_id" integer NOT NULL,
	"total" integer NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_score_totals_pkey" PRIMARY KEY("tenant_id","total"),
	CONSTRAINT "user_score_totals_check" CHECK ("user_score_totals"."total" > 0 and "user_score_totals"."users" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_scores" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"comment_create" integer DEFAULT 0 NOT NULL,
	"post_text" integer DEFAULT 0 NOT NULL,
	"post_with_photo" integer DEFAULT 0 NOT NULL,
	"post_with_video" integer DEFAULT 0 NOT NULL,
	"review_text" integer DEFAULT 0 NOT NULL,
	"review_photo" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_scores_pkey" PRIMARY KEY("tenant_id","user_id"),
	CONSTRAINT "user_scores_nonnegative_check" CHECK ("user_scores"."total" >= 0 and "user_scores"."comment_create" >= 0 and "user_scores"."post_text" >= 0 and "user_scores"."post_with_photo" >= 0 and "user_scores"."post_with_video" >= 0 and "user_scores"."review_text" >= 0 and "user_scores"."review_photo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_earnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"cause" text NOT NULL,
	"source_id" integer NOT NULL,
	"points" integer NOT NULL,
	"korean_day" date NOT NULL,
	"entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"clawed_back_at" timestamp with time zone,
	"clawed_back_points" integer DEFAULT 0 NOT NULL,
	"clawback_shortfall" integer DEFAULT 0 NOT NULL,
	"clawback_entry_id" integer,
	CONSTRAINT "point_earnings_points_check" CHECK ("point_earnings"."points" > 0 and "point_earnings"."clawed_back_points" >= 0 and "point_earnings"."clawback_shortfall" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wallets" ALTER COLUMN "evm_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_score_totals" ADD CONSTRAINT "user_score_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_scores" ADD CONSTRAINT "user_scores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_scores" ADD CONSTRAINT "user_scores_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_earnings" ADD CONSTRAINT "point_earnings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_earnings" ADD CONSTRAINT "point_earnings_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_scores_rank_idx" ON "user_scores" USING btree ("tenant_id","total" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_earnings_cause_key" ON "point_earnings" USING btree ("tenant_id","user_id","cause","source_id");--> statement-breakpoint
CREATE INDEX "point_earnings_daily_idx" ON "point_earnings" USING btree ("tenant_id","user_id","cause","korean_day");--> statement-breakpoint
CREATE INDEX "point_earnings_source_idx" ON "point_earnings" USING btree ("tenant_id","source_id","cause");