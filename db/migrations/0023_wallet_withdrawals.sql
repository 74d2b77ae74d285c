CREATE TABLE "wallet_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"wallet_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"target_address" text NOT NULL,
	"target_chain" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"bridge_tx_id" text,
	"failure_reason" text,
	"idempotency_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "wallet_withdrawals_tenant_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "wallet_withdrawals_amount_check" CHECK ("wallet_withdrawals"."amount" > 0),
	CONSTRAINT "wallet_withdrawals_address_check" CHECK ("wallet_withdrawals"."target_address" ~ '^0x[0-9a-fA-F]{40}$'),
	CONSTRAINT "wallet_withdrawals_chain_check" CHECK ("wallet_withdrawals"."target_chain" in ('ethereum', 'polygon', 'base')),
	CONSTRAINT "wallet_withdrawals_status_check" CHECK ("wallet_withdrawals"."status" in ('requested', 'submitted', 'settled', 'failed')),
	CONSTRAINT "wallet_withdrawals_state_check" CHECK (("wallet_withdrawals"."status" not in ('submitted', 'settled') or "wallet_withdrawals"."bridge_tx_id" is not null)
        and ("wallet_withdrawals"."status" <> 'failed' or "wallet_withdrawals"."failure_reason" is not null)
        and (("wallet_withdrawals"."status" in ('settled', 'failed')) = ("wallet_withdrawals"."finished_at" is not null)))
);
--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_wallet_fk" FOREIGN KEY ("tenant_id","wallet_id") REFERENCES "public"."wallets"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_withdrawals_idempotency_key" ON "wallet_withdrawals" USING btree ("tenant_id","user_id","idempotency_key") WHERE "wallet_withdrawals"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_user_idx" ON "wallet_withdrawals" USING btree ("tenant_id","user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_open_idx" ON "wallet_withdrawals" USING btree ("tenant_id","next_attempt_at") WHERE "wallet_withdrawals"."status" in ('requested', 'submitted');--> statement-breakpoint
-- The state machine in the database too (shared/wallet.ts WITHDRAWAL_TRANSITIONS): a status moves only
-- forward, requested → submitted | failed, submitted → settled | failed; settled and failed are final.
CREATE FUNCTION "wallet_withdrawals_status_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status AND NOT (
    (OLD.status = 'requested' AND NEW.status IN ('submitted', 'failed')) OR
    (OLD.status = 'submitted' AND NEW.status IN ('settled', 'failed'))
  ) THEN
    RAISE EXCEPTION 'wallet_withdrawals: status % cannot become %', OLD.status, NEW.status USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "wallet_withdrawals_status_guard" BEFORE UPDATE OF "status" ON "wallet_withdrawals" FOR EACH ROW EXECUTE FUNCTION "wallet_withdrawals_status_guard"();
