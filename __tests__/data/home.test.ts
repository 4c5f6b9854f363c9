import fs from "fs";
import path from "path";
import { home } from "../../src/data/home";

const serviceFiles = fs.readdirSync(path.resolve(__dirname, "../../content/services"));

describe("home page content", () => {
  it("has the eight service cards the specification lists", () => {
    expect(home.services.cards.map((card) => card.title)).toEqual([
      "24-Hour Legal Document Drafting",
      "Business Setup Assistance",
      "Legal Compliance Guidance",
      "Contract Review and Negotiation",
      "Dispute Resolution",
      "Intellectual Property Protection",
      "Employment Law Services",
      "Real Estate Law",
    ]);
  });

  it("links each card only to service pages that exist", () => {
    for (const { slug } of home.services.cards) {
      if (slug) expect(serviceFiles).toContain(`${slug}.mdx`);
    }
  });

  it("heads the testimonials with the spec's claim", () => {
    expect(home.testimonials.title).toBe("Trusted By Over 1,136+ Entrepreneurs and Counting...");
  });

  it("has the three steps: book a free call, case analysis, documents within 24 hours", () => {
    expect(home.steps.items.map((step) => step.title)).toEqual([
      "Book a free call",
      "Case analysis",
      "Get your documents",
    ]);
    expect(home.steps.items[2].text).toContain("24 hours");
  });
});
