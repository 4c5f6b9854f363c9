import { siteFacts } from "../site-facts";

/**
 * The firm's WhatsApp chat, beside its phone: a plain link (no widget, no script, nothing loaded before
 * consent), the service's name in every language. Callers show it only where the site facts hold a number.
 */
export const WhatsAppLink = ({ className }: { className?: string }) => (
  <a className={className} href={`https://wa.me/${siteFacts.whatsapp}`} dir="ltr">
    WhatsApp
  </a>
);
