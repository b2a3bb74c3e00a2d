CREATE TABLE "order_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sender_id" integer,
	"sender_party" text NOT NULL,
	"sender_key" text NOT NULL,
	"sender_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_messages_sender_party_check" CHECK ("order_messages"."sender_party" in ('customer', 'agency', 'translator'))
);
--> statement-breakpoint
CREATE TABLE "order_message_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_thread_members" (
	"order_id" integer NOT NULL,
	"member_key" text NOT NULL,
	"user_id" integer,
	"last_read_message_id" integer DEFAULT 0 NOT NULL,
	"last_emailed_at" timestamp with time zone,
	"emailed_through_message_id" integer DEFAULT 0 NOT NULL,
	"digest_due_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_thread_members_pk" PRIMARY KEY("order_id","member_key")
);
--> statement-breakpoint
CREATE TABLE "order_name_spellings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"name_spellings" jsonb NOT NULL,
	"changed_by" integer,
	"changed_by_party" text NOT NULL,
	"changed_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_message_attachments" ADD CONSTRAINT "order_message_attachments_message_id_order_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."order_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_message_attachments" ADD CONSTRAINT "order_message_attachments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_thread_members" ADD CONSTRAINT "order_thread_members_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_thread_members" ADD CONSTRAINT "order_thread_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_name_spellings" ADD CONSTRAINT "order_name_spellings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_name_spellings" ADD CONSTRAINT "order_name_spellings_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_messages_order_created_at_id_idx" ON "order_messages" USING btree ("order_id","created_at","id");--> statement-breakpoint
CREATE INDEX "order_messages_order_id_id_idx" ON "order_messages" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_message_attachments_message_id_idx" ON "order_message_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "order_message_attachments_order_id_idx" ON "order_message_attachments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_thread_members_user_id_idx" ON "order_thread_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_thread_members_digest_due_idx" ON "order_thread_members" USING btree ("digest_due_at") WHERE digest_due_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "order_name_spellings_order_id_id_idx" ON "order_name_spellings" USING btree ("order_id","id");
