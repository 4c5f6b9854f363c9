import type { ReactElement } from "react";
import { render, screen } from "@testing-library/react";
import {
  ControllerDetails,
  DataProtectionOfficer,
  Processors,
  RetentionPeriods,
} from "../../src/components/LegalFacts";
import { mdxComponents } from "../../src/components/MdxComponents";
import { arabicSiteFacts, siteFacts } from "../../src/site-facts";
import { PageLanguageProvider } from "../../src/i18n/PageLanguage";
import { uiStrings } from "../../src/data/ui";
import { uiStringsWith } from "../../src/data/ui-strings";
import { pageLanguage, renderInLanguage } from "../support/page-language";
import { linkToAddress } from "../support/email-link";

describe("site-fact components for the legal pages", () => {
  it("<ControllerDetails /> names the legal entity, each office's licence and regulator, its address and a written contact", () => {
    renderInLanguage(<ControllerDetails />);
    const { legalEntity, email, offices } = siteFacts;
    expect(screen.getByText(legalEntity.name)).toBeInTheDocument();
    for (const { city, licence } of offices)
      expect(screen.getByText(`${city} office:`).closest("li")).toHaveTextContent(
        `${city} office: licence No. ${licence.number}, issued by the ${licence.authority}`,
      );
    expect(screen.getByText(legalEntity.address)).toBeInTheDocument();
    expect(screen.getByRole("link", linkToAddress(email))).toHaveAttribute("href", `mailto:${email}`);
    expect(screen.getByRole("link", { name: /^\+971/ })).toHaveAttribute("href", `tel:${siteFacts.phone.e164}`);
  });

  it("<FirmLicence /> gives every office's licence number and licensing authority", () => {
    const { FirmLicence } = mdxComponents;
    const { container } = renderInLanguage(<FirmLicence />);
    expect(container).toHaveTextContent(
      "licence No. 000000, issued by the Government of Dubai Legal Affairs Department (Dubai office); " +
        "licence No. 000000, issued by the Abu Dhabi Judicial Department (Abu Dhabi office); " +
        "licence No. 000000, issued by the UAE Ministry of Justice (Fujairah office)",
    );
  });

  it("<FounderQualifications /> lists the founder's qualifications and states the licence to practise", () => {
    const { FounderQualifications } = mdxComponents;
    const { container } = renderInLanguage(<FounderQualifications />);
    const { qualifications, licence } = siteFacts.founder;
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([...qualifications]);
    expect(container).toHaveTextContent(
      "Licensed as an advocate by the Government of Dubai Legal Affairs Department, licence No. 000000.",
    );
    expect(licence.number).toBe("000000");
  });

  it("<DataProtectionOfficer /> states the Article 10 position and a written contact when no officer is appointed", () => {
    expect(siteFacts.privacy.dataProtectionOfficer).toBeNull();
    const { container } = renderInLanguage(<DataProtectionOfficer />);
    expect(container).toHaveTextContent("We have not appointed a data protection officer. Article 10 of the PDPL");
    expect(screen.getByRole("link", linkToAddress(siteFacts.email))).toBeInTheDocument();
  });

  it("<RetentionPeriods /> gives a concrete period for each kind of data", () => {
    renderInLanguage(<RetentionPeriods />);
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    const { enquiryMonths, clientFileYears, analyticsMonths } = siteFacts.privacy.retention;
    expect(items).toHaveLength(4);
    expect(items[0]).toContain(`${enquiryMonths} months after the free call`);
    expect(items[1]).toContain(`${clientFileYears} years after the matter closes`);
    expect(items[2]).toContain(`${analyticsMonths} months in Google Analytics`);
  });

  it("<Processors /> names each processor, what it does and the countries its data goes to", () => {
    renderInLanguage(<Processors />);
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toHaveLength(siteFacts.privacy.processors.length);
    siteFacts.privacy.processors.forEach((processor, index) => {
      expect(items[index]).toContain(processor.name);
      expect(items[index]).toContain(`Data may be processed in ${processor.countries}.`);
    });
    expect(items.join(" ")).toMatch(/Netlify[\s\S]*Google/);
  });

  it("<FreeCall /> names the free call with its length", () => {
    const { FreeCall } = mdxComponents;
    const { container } = renderInLanguage(<FreeCall />);
    expect(container).toHaveTextContent("free 60-minute call");
  });
});

describe("site-fact components on an Arabic page", () => {
  const { FreeCall, FirmLicence, WorkingHours, DraftingRemedy, DraftingHours, FounderQualifications } = mdxComponents;

  it("<FreeCall /> is the free call's one Arabic name", () => {
    const { container } = renderInLanguage(<FreeCall />, "ar");
    expect(container).toHaveTextContent(/^مكالمة مجانية مدتها 60 دقيقة$/);
  });

  it("the components that Arabic sentences build on read as the translation notes require", () => {
    // «ويمارس المكتب المهنة بموجب <FirmLicence />»
    expect(renderInLanguage(<FirmLicence />, "ar").container).toHaveTextContent(
      /^الترخيص رقم 000000 الصادر عن دائرة الشؤون القانونية لحكومة دبي \(مكتب دبي\)؛ الترخيص رقم 000000 الصادر عن دائرة القضاء في أبوظبي \(مكتب أبوظبي\)؛ /,
    );
    // «ساعات عملنا <WorkingHours />»
    expect(renderInLanguage(<WorkingHours />, "ar").container).toHaveTextContent(
      /^من الاثنين إلى الجمعة، من 09:00 إلى 18:00$/,
    );
    // «إذا لم نلتزم بالموعد، <DraftingRemedy />»: a clause.
    expect(renderInLanguage(<DraftingRemedy />, "ar").container).toHaveTextContent(/^نتنازل عن أتعابنا/);
    // «مدة <DraftingHours /> ساعة»: the bare number.
    expect(renderInLanguage(<DraftingHours />, "ar").container).toHaveTextContent(/^24$/);
  });

  it("<ControllerDetails /> gives the controller and the offices' licences in Arabic, the name and contacts as they are", () => {
    renderInLanguage(<ControllerDetails />, "ar");
    expect(screen.getByText("المتحكم:").closest("li")).toHaveTextContent(
      `المتحكم: ${arabicSiteFacts.legalEntity.name}`,
    );
    expect(screen.getByText("مكتب دبي:").closest("li")).toHaveTextContent(
      "مكتب دبي: الترخيص رقم 000000 الصادر عن دائرة الشؤون القانونية لحكومة دبي",
    );
    expect(screen.getByRole("link", linkToAddress(siteFacts.email))).toHaveAttribute(
      "href",
      `mailto:${siteFacts.email}`,
    );
    expect(screen.getByText("البريد الإلكتروني:")).toBeInTheDocument();
  });

  it("<RetentionPeriods /> and <Processors /> give the periods and the processors' roles in Arabic", () => {
    renderInLanguage(
      <>
        <RetentionPeriods />
        <Processors />
      </>,
      "ar",
    );
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items[0]).toContain("12 شهرًا بعد المكالمة المجانية");
    expect(items[1]).toContain("10 سنوات بعد إغلاق المسألة");
    expect(items[2]).toContain("14 شهرًا في Google Analytics");
    expect(items[4]).toMatch(/^Netlify, Inc\. تستضيف الموقع/);
    expect(items.slice(4).every((item) => item?.includes("وقد تُعالَج البيانات في"))).toBe(true);
  });

  it("<DataProtectionOfficer /> states the Article 10 position in Arabic, with the written contact", () => {
    const { container } = renderInLanguage(<DataProtectionOfficer />, "ar");
    expect(container).toHaveTextContent(/^لم نعيّن مسؤولًا لحماية البيانات\. وتوجب المادة \(10\)/);
    expect(screen.getByRole("link", linkToAddress(siteFacts.email))).toBeInTheDocument();
  });

  it("<FounderQualifications /> states the licence without English", () => {
    const { container } = renderInLanguage(<FounderQualifications />, "ar");
    expect(container).toHaveTextContent(
      "ترخيص مزاولة مهنة المحاماة رقم 000000، الصادر عن دائرة الشؤون القانونية لحكومة دبي.",
    );
    expect(container.textContent).not.toMatch(/[A-Za-z]/);
  });

  it("a fact component on a page whose data lacks its words fails naming the group and the function that chooses them", () => {
    // What gatsby-node gives the home page: no MDX body, no legal facts, so neither group of words.
    const home = { ...pageLanguage("en"), ui: uiStringsWith(uiStrings.en, []) };
    const renderOnHome = (element: ReactElement) => () =>
      render(<PageLanguageProvider value={home}>{element}</PageLanguageProvider>);
    // React logs the error it rethrows.
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(renderOnHome(<ControllerDetails />)).toThrow('No "legal" words in this page\'s data: see documentWordsOf');
      expect(renderOnHome(<mdxComponents.FreeCall />)).toThrow('No "mdx" words in this page\'s data');
    } finally {
      logged.mockRestore();
    }
  });
});
