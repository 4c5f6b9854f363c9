import { screen, within } from "@testing-library/react";
import { Footer } from "../../src/components/Footer";
import { arabicSiteFacts, siteFacts } from "../../src/site-facts";
import { mockSiteMetadata } from "../support/gatsby";
import { renderInLanguage } from "../support/page-language";
import { linkToAddress } from "../support/email-link";

describe("footer", () => {
  beforeEach(() => {
    mockSiteMetadata();
    renderInLanguage(<Footer />);
  });

  it("has the quick links, with Foundation going to /foundation/ (not the old dead /about)", () => {
    const links = within(screen.getByRole("navigation", { name: "Quick links" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Foundation", "/foundation/"],
      ["Services", "/services/"],
      ["Insights", "/insights/"],
      ["Terms and Conditions", "/legal/terms/"],
      ["Privacy Policy", "/legal/privacy-policy/"],
      ["Cookie Policy", "/legal/cookie-policy/"],
    ]);
  });

  it("gives the phone as a tel: link", () => {
    const phone = screen.getByRole("link", { name: siteFacts.phone.display.replace(/ /g, "\u00a0") });
    expect(phone).toHaveAttribute("href", `tel:${siteFacts.phone.e164}`);
  });

  it("lists the offices in Dubai, Abu Dhabi and Fujairah, each with its licence and licensing authority", () => {
    const offices = within(screen.getByText("Dubai").closest("ul")!).getAllByRole("listitem");
    expect(offices.map((office) => office.textContent)).toEqual(
      siteFacts.offices.map(
        ({ city, licence, address }) =>
          `${city}${address ?? ""}Licence No. ${licence.number}, ${licence.authority}${address ? `Map of the ${city} office` : ""}`,
      ),
    );
    expect(siteFacts.offices.map(({ city }) => city)).toEqual(["Dubai", "Abu Dhabi", "Fujairah"]);
  });

  it("gives each office with an address a map link that opens Google Maps on click, and embeds no map", () => {
    const withAddress = siteFacts.offices.filter((office) => office.address);
    expect(withAddress.length).toBeGreaterThan(0);
    // Each map link says which office it shows, in its words as in its name.
    const maps = screen.getAllByRole("link", { name: /^Map of the / });
    expect(maps.map((link) => link.textContent)).toEqual(withAddress.map(({ city }) => `Map of the ${city} office`));
    expect(maps.map((link) => [link.getAttribute("aria-label"), link.getAttribute("href")])).toEqual(
      withAddress.map(({ city, address }) => [
        `Map of the ${city} office (opens Google Maps in a new tab)`,
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address!)}`,
      ]),
    );
    for (const link of maps) expect(link).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("contentinfo").querySelector("iframe, img[src*='map']")).toBeNull();
  });

  it("gives the WhatsApp chat as a plain wa.me link beside the phone", () => {
    expect(screen.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      `https://wa.me/${siteFacts.whatsapp}`,
    );
  });

  it("gives the e-mail address as a mailto: link", () => {
    expect(screen.getByRole("link", linkToAddress(siteFacts.email))).toHaveAttribute(
      "href",
      `mailto:${siteFacts.email}`,
    );
  });

  it("shows the working hours and the current year", () => {
    expect(screen.getByText("Monday to Friday, 09:00 to 18:00")).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeInTheDocument();
  });

  it("has the company blurb", () => {
    expect(screen.getByText(siteFacts.blurb)).toBeInTheDocument();
  });
});

describe("footer on an Arabic page", () => {
  beforeEach(() => {
    mockSiteMetadata();
    renderInLanguage(<Footer />, "ar");
  });

  it("has the quick links in Arabic, to the Arabic pages", () => {
    const links = within(screen.getByRole("navigation", { name: "روابط سريعة" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["قصة تأسيسنا", "/ar/foundation/"],
      ["الخدمات", "/ar/services/"],
      ["المستجدات القانونية", "/ar/insights/"],
      ["الشروط والأحكام", "/ar/legal/terms/"],
      ["سياسة الخصوصية", "/ar/legal/privacy-policy/"],
      ["سياسة ملفات تعريف الارتباط", "/ar/legal/cookie-policy/"],
    ]);
  });

  it("names the offices, their licences, the hours and the cookie settings in Arabic", () => {
    const offices = within(screen.getByText("دبي").closest("ul")!).getAllByRole("listitem");
    expect(offices.map((office) => office.textContent)).toEqual([
      "دبيالمكتب 000، برج المثال، الخليج التجاري، دبي، الإمارات العربية المتحدةترخيص رقم 000000، دائرة الشؤون القانونية لحكومة دبيخريطة مكتب دبي",
      "أبوظبيالمكتب 000، مبنى المثال، جزيرة المارية، أبوظبي، الإمارات العربية المتحدةترخيص رقم 000000، دائرة القضاء في أبوظبيخريطة مكتب أبوظبي",
      "الفجيرةالمكتب 000، مبنى المثال، شارع حمد بن عبدالله، الفجيرة، الإمارات العربية المتحدةترخيص رقم 000000، وزارة العدل في دولة الإماراتخريطة مكتب الفجيرة",
    ]);
    expect(screen.getByText("من الاثنين إلى الجمعة، من 09:00 إلى 18:00")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "إعدادات ملفات تعريف الارتباط" })).toBeInTheDocument();
    expect(screen.getByText(/جميع الحقوق محفوظة\.$/)).toHaveTextContent(
      new RegExp(`^© ${new Date().getFullYear()} ${arabicSiteFacts.name}\\. جميع الحقوق محفوظة\\.$`),
    );
  });

  it("keeps the phone number, the firm's name and e-mail address as they are, and no English words", () => {
    expect(screen.getByRole("link", { name: siteFacts.phone.display.replace(/ /g, "\u00a0") })).toHaveAttribute(
      "href",
      `tel:${siteFacts.phone.e164}`,
    );
    const text = screen.getByRole("contentinfo").textContent!;
    // WhatsApp is the service's name, in every language.
    const withoutNames = [siteFacts.name, siteFacts.shortName, siteFacts.email, "WhatsApp"].reduce(
      (rest, name) => rest.split(name).join(""),
      text,
    );
    expect(withoutNames).not.toMatch(/[A-Za-z]/);
  });
});
