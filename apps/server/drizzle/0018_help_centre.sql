-- The help centre's tables (apps/server/src/domains/help/help.tables.ts).
CREATE TABLE "help_category" (
	"code" text PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_zh_tw" text NOT NULL,
	"name_en_us" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_article" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_code" text NOT NULL,
	"sort" integer NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"title_zh_cn" text NOT NULL,
	"title_zh_tw" text NOT NULL,
	"title_en_us" text NOT NULL,
	"body_zh_cn" text NOT NULL,
	"body_zh_tw" text NOT NULL,
	"body_en_us" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_article_slug_unique" UNIQUE("slug"),
	CONSTRAINT "help_article_category_code_help_category_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."help_category"("code") ON DELETE no action ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "help_article_category_idx" ON "help_article" USING btree ("category_code","sort");
