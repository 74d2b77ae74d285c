CREATE TABLE "wallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"evm_address" text NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"locked" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_tenant_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "wallets_balance_check" CHECK ("wallets"."available" >= 0 and "wallets"."locked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"wallet_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tx_type" text NOT NULL,
	"delta" integer NOT NULL,
	"locked_delta" integer DEFAULT 0 NOT NULL,
	"meta_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_sign_check" CHECK (("wallet_transactions"."delta" <> 0 or "wallet_transactions"."locked_delta" <> 0) and case "wallet_transactions"."tx_type"
        when 'topup' then "wallet_transactions"."delta" > 0 when 'earn' then "wallet_transactions"."delta" > 0 when 'refund' then "wallet_transactions"."delta" > 0
        when 'spend' then "wallet_transactions"."delta" < 0 when 'withdraw' then "wallet_transactions"."delta" <= 0 else true end)
);
--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_wallet_fk" FOREIGN KEY ("tenant_id","wallet_id") REFERENCES "public"."wallets"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_user_key" ON "wallets" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_idempotency_key" ON "wallet_transactions" USING btree ("tenant_id","user_id","idempotency_key") WHERE "wallet_transactions"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_idx" ON "wallet_transactions" USING btree ("tenant_id","user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_type_idx" ON "wallet_transactions" USING btree ("tenant_id","user_id","tx_type","id" DESC NULLS LAST);