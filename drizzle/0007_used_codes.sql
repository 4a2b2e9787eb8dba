CREATE TABLE "office_used_codes" (
	"user_id" text NOT NULL,
	"code" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_used_codes_user_id_code_pk" PRIMARY KEY("user_id","code")
);
--> statement-breakpoint
ALTER TABLE "office_used_codes" ADD CONSTRAINT "office_used_codes_user_id_office_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."office_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "office_used_codes_used_at_index" ON "office_used_codes" USING btree ("used_at");