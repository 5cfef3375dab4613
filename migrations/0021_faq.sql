CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"question_es" text NOT NULL,
	"question_en" text NOT NULL,
	"answer_es" text NOT NULL,
	"answer_en" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unanswered_questions" (
	"text" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_asked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "faq_entries_position_idx" ON "faq_entries" USING btree ("position");--> statement-breakpoint
CREATE INDEX "unanswered_questions_last_asked_idx" ON "unanswered_questions" USING btree ("last_asked_at" DESC NULLS LAST);--> statement-breakpoint
-- hand-written: a fresh install starts with the three questions the landing page answered before the FAQ was editable, in the product's own facts (docs/product.md#faq).
INSERT INTO "faq_entries" ("position", "question_es", "question_en", "answer_es", "answer_en") VALUES
(0, '¿Envían a Estados Unidos y cuánto tarda en llegar mi caja?', 'Do you ship to the USA, and how long does my box take to arrive?',
 'Enviamos desde Guatemala a Estados Unidos y tu caja llega en 3-5 días. El empaque es seguro y los productos llegan frescos. El envío se gestiona al comprar la caja en el marketplace: https://www.amazon.com/s?k=ChapinBox',
 'We ship from Guatemala to the USA and your box arrives in 3-5 days. The packaging is safe and the products arrive fresh. Shipping is arranged when you buy the box on the marketplace: https://www.amazon.com/s?k=ChapinBox'),
(1, '¿Qué trae cada caja ChapinBox?', 'What comes in each ChapinBox?',
 'Cada ChapinBox trae 30 snacks guatemaltecos y salvadoreños en una caja de 9x9x2.5 pulgadas, más una muñeca quitapenas hecha a mano de regalo. Hay cuatro mezclas: PARTY MIX, CANDY MIX, SPICY MIX y CHOCO BOX. Comprando la caja ahorras $32.51 frente a comprar cada snack por separado.',
 'Every ChapinBox holds 30 Guatemalan and Salvadoran snacks in a 9x9x2.5 inch box, plus a free handmade worry doll. There are four mixes: PARTY MIX, CANDY MIX, SPICY MIX and CHOCO BOX. Buying the box saves you $32.51 compared with buying each snack separately.'),
(2, '¿Qué es el Club VIP y cómo me uno?', 'What is the VIP Club, and how do I join?',
 'El Club VIP es gratis y te regala el ebook de 16 recetas exclusivas, acceso anticipado a nuevos productos y un boletín semanal. Únete con el botón dorado VIP abajo a la derecha: solo necesitas tu correo electrónico.',
 'The VIP Club is free and gives you the ebook of 16 exclusive recipes, early access to new products and a weekly newsletter. Join with the gold VIP button at the bottom right: all you need is your e-mail.');
