/** The /services/ page's fixed texts (specification, section 2). */
export const servicesPage = {
  title: "Legal Services",
  description: "Book a call for a free consultation.",
} as const;
