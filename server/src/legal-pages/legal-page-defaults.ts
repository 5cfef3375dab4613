import type { LegalPageSlug } from '@shared/legal-page-paths';
import type { Language } from '@shared/languages';

interface StartingText {
  title: Record<Language, string>;
  markdown: Record<Language, string>;
}

/**
 * What a fresh install shows until staff save a page: a neutral outline that says what the owner
 * must fill in, never a promise the shop has not made (docs/decisions/0019-no-invented-facts.md).
 */
export const LEGAL_PAGE_DEFAULTS: Record<LegalPageSlug, StartingText> = {
  privacidad: {
    title: { es: 'Política de privacidad', en: 'Privacy policy' },
    markdown: {
      es: `**Borrador:** la tienda aún no ha completado esta página. Quien administra el sitio debe escribirla en /admin (Páginas legales) antes de abrir.

## Quién es responsable de tus datos
[Nombre legal de la empresa, dirección y correo de contacto.]

## Qué datos recogemos
Si te unes al Club VIP, guardamos tu correo, el idioma de la página y si aceptaste recibir correos. [Añade cualquier otro dato que recoja la tienda.]

## Para qué los usamos
[Enviar el ebook y los correos del club; indica la base legal y cuánto tiempo se guardan.]

## Con quién los compartimos
[Proveedores de correo, alojamiento y análisis que use la tienda.]

## Tus derechos
Puedes darte de baja desde el enlace de cualquier correo. [Explica cómo pedir acceso, corrección o borrado de tus datos.]`,
      en: `**Draft:** the shop has not completed this page yet. The site's owner must write it in /admin (Legal pages) before opening.

## Who is responsible for your data
[Legal name of the company, address and contact email.]

## What data we collect
If you join the VIP Club, we keep your email, the page's language and whether you agreed to receive emails. [Add any other data the shop collects.]

## What we use it for
[Sending the ebook and the club's emails; state the legal basis and how long it is kept.]

## Who we share it with
[The email, hosting and analytics providers the shop uses.]

## Your rights
You can unsubscribe from the link in any email. [Explain how to ask for access to, correction or deletion of your data.]`,
    },
  },
  terminos: {
    title: { es: 'Términos de uso', en: 'Terms of use' },
    markdown: {
      es: `**Borrador:** la tienda aún no ha completado esta página. Quien administra el sitio debe escribirla en /admin (Páginas legales) antes de abrir.

## Quiénes somos
[Nombre legal de la empresa y datos de contacto.]

## Compras
Las cajas se compran en Amazon: el pedido, el pago y la factura siguen las condiciones de Amazon. [Añade lo que la tienda garantice por su parte.]

## Ofertas y descuentos
[Condiciones de los descuentos y códigos: a quién se aplican y hasta cuándo.]

## Uso del sitio
[Qué se permite hacer con los textos, fotos y el ebook.]

## Ley aplicable
[Leyes y tribunales que rigen estos términos.]`,
      en: `**Draft:** the shop has not completed this page yet. The site's owner must write it in /admin (Legal pages) before opening.

## Who we are
[Legal name of the company and contact details.]

## Purchases
The boxes are bought on Amazon: the order, payment and invoice follow Amazon's conditions. [Add what the shop guarantees on its side.]

## Offers and discounts
[Conditions of the discounts and codes: who they apply to and until when.]

## Use of the site
[What may be done with the texts, photos and the ebook.]

## Governing law
[Laws and courts that govern these terms.]`,
    },
  },
  envios: {
    title: { es: 'Envíos y devoluciones', en: 'Shipping and returns' },
    markdown: {
      es: `**Borrador:** la tienda aún no ha completado esta página. Quien administra el sitio debe escribirla en /admin (Páginas legales) antes de abrir.

## Envíos
[A qué países y estados se envía, quién hace la entrega, plazos y costes.]

## Devoluciones
[Cómo se pide una devolución, en qué plazo y qué productos no se pueden devolver por ser alimentos.]

## Productos dañados o que no llegan
[Qué hacer si la caja llega dañada o no llega, y a quién escribir.]`,
      en: `**Draft:** the shop has not completed this page yet. The site's owner must write it in /admin (Legal pages) before opening.

## Shipping
[Which countries and states the shop ships to, who delivers, delivery times and costs.]

## Returns
[How to ask for a return, within what time, and which products cannot be returned because they are food.]

## Damaged or missing orders
[What to do if the box arrives damaged or does not arrive, and whom to write to.]`,
    },
  },
};
