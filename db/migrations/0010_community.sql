CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_announcement" boolean DEFAULT false NOT NULL,
	"is_video" boolean DEFAULT false NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"shares_count" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || content)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_tenant_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "posts_counts_check" CHECK ("posts"."views_count" >= 0 and "posts"."comments_count" >= 0 and "posts"."likes_count" >= 0 and "posts"."shares_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "post_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"media_type" text NOT NULL,
	"mime_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"thumbnail_key" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_thumbnail" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"parent_id" integer,
	"depth" integer DEFAULT 0 NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_tenant_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "comments_depth_check" CHECK ("comments"."depth" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "post_likes" (
	"tenant_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_likes_pkey" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "post_view_days" (
	"day" date NOT NULL,
	"post_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"tenant_id" integer NOT NULL,
	CONSTRAINT "post_view_days_pkey" PRIMARY KEY("day","post_id","viewer_key")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_fk" FOREIGN KEY ("tenant_id","author_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_media" ADD CONSTRAINT "post_media_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_media" ADD CONSTRAINT "post_media_post_fk" FOREIGN KEY ("tenant_id","post_id") REFERENCES "public"."posts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_post_fk" FOREIGN KEY ("tenant_id","post_id") REFERENCES "public"."posts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_fk" FOREIGN KEY ("tenant_id","author_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."comments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_post_fk" FOREIGN KEY ("tenant_id","post_id") REFERENCES "public"."posts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_latest_idx" ON "posts" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_video_latest_idx" ON "posts" USING btree ("tenant_id","is_video","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_author_latest_idx" ON "posts" USING btree ("tenant_id","author_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_hot_idx" ON "posts" USING btree ("tenant_id",(3 * "likes_count" + 2 * "comments_count" + "views_count") desc nulls first,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_search_bigram_idx" ON "posts" USING gin (text_bigrams("search_text"));--> statement-breakpoint
CREATE INDEX "post_media_post_order_idx" ON "post_media" USING btree ("post_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "post_media_storage_key_key" ON "post_media" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "comments_post_top_idx" ON "comments" USING btree ("post_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id");--> statement-breakpoint
-- posts.likes_count and comments_count follow their tables, so parallel likes and comments stay true
-- (each change is counted under the post's row lock) and a deleted comment's cascaded replies count too.
CREATE FUNCTION posts_likes_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE posts SET likes_count = likes_count + 1 WHERE tenant_id = NEW.tenant_id AND id = NEW.post_id;
  ELSE
    UPDATE posts SET likes_count = likes_count - 1 WHERE tenant_id = OLD.tenant_id AND id = OLD.post_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER post_likes_count AFTER INSERT OR DELETE ON post_likes
  FOR EACH ROW EXECUTE FUNCTION posts_likes_count();
--> statement-breakpoint
CREATE FUNCTION posts_comments_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE posts SET comments_count = comments_count + 1 WHERE tenant_id = NEW.tenant_id AND id = NEW.post_id;
  ELSE
    UPDATE posts SET comments_count = comments_count - 1 WHERE tenant_id = OLD.tenant_id AND id = OLD.post_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER comments_count AFTER INSERT OR DELETE ON comments
  FOR EACH ROW EXECUTE FUNCTION posts_comments_count();
