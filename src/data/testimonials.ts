/** The three testimonials on the home page (fixed marketing content; the firm's counsel signs them off). */
export interface Testimonial {
  text: string;
  author: string;
  position: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    text: "We needed a shareholder agreement before closing our first investment round. The draft arrived the next day, every clause was explained in plain English, and our investors signed it without a single change.",
    author: "Daniel R.",
    position: "Entrepreneur From UK",
  },
  {
    text: "Setting up in Dubai looked like a maze of licences and approvals. They told us which structure fitted our business, handled the documents, and we were trading weeks earlier than we had planned.",
    author: "Katrin S.",
    position: "Entrepreneur From Germany",
  },
  {
    text: "A client's cheque bounced and I had no idea where to start. After one call I had a clear plan, a demand letter went out the same week, and the debt was recovered without going to court.",
    author: "Michael T.",
    position: "Entrepreneur From USA",
  },
];
