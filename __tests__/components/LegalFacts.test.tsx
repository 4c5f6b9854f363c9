import { render, screen } from "@testing-library/react";
import {
  ControllerDetails,
  DataProtectionOfficer,
  Processors,
  RetentionPeriods,
} from "../../src/components/LegalFacts";
import { mdxComponents } from "../../src/components/MdxComponents";
import { siteFacts } from "../../src/site-facts";

describe("site-fact components for the legal pages", () => {
  it("<ControllerDetails /> names the legal entity, each office's licence and regulator, its address and a written contact", () => {
    render(<ControllerDetails />);
    const { legalEntity, email, offices } = siteFacts;
    expect(screen.getByText(legalEntity.name)).toBeInTheDocument();
    for (const { city, licence } of offices)
      expect(screen.getByText(`${city} office:`).closest("li")).toHaveTextContent(
        `${city} office: licence No. ${licence.number}, issued by the ${licence.authority}`,
      );
    expect(screen.getByText(legalEntity.address)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    expect(screen.getByRole("link", { name: /^\+971/ })).toHaveAttribute("href", `tel:${siteFacts.phone.e164}`);
  });

  it("<FirmLicence /> gives every office's licence number and licensing authority", () => {
    const { FirmLicence } = mdxComponents;
    const { container } = render(<FirmLicence />);
    expect(container).toHaveTextContent(
      "licence No. 000000, issued by the Government of Dubai Legal Affairs Department (Dubai office); " +
        "licence No. 000000, issued by the Abu Dhabi Judicial Department (Abu Dhabi office); " +
        "licence No. 000000, issued by the UAE Ministry of Justice (Fujairah office)",
    );
  });

  it("<FounderQualifications /> lists the founder's qualifications and states the licence to practise", () => {
    const { FounderQualifications } = mdxComponents;
    const { container } = render(<FounderQualifications />);
    const { qualifications, licence } = siteFacts.founder;
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([...qualifications]);
    expect(container).toHaveTextContent(
      "Licensed as an advocate by the Government of Dubai Legal Affairs Department, licence No. 000000.",
    );
    expect(licence.number).toBe("000000");
  });

  it("<DataProtectionOfficer /> states the Article 10 position and a written contact when no officer is appointed", () => {
    expect(siteFacts.privacy.dataProtectionOfficer).toBeNull();
    const { container } = render(<DataProtectionOfficer />);
    expect(container).toHaveTextContent("We have not appointed a data protection officer. Article 10 of the PDPL");
    expect(screen.getByRole("link", { name: siteFacts.email })).toBeInTheDocument();
  });

  it("<RetentionPeriods /> gives a concrete period for each kind of data", () => {
    render(<RetentionPeriods />);
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    const { enquiryMonths, clientFileYears, analyticsMonths } = siteFacts.privacy.retention;
    expect(items).toHaveLength(4);
    expect(items[0]).toContain(`${enquiryMonths} months after the free call`);
    expect(items[1]).toContain(`${clientFileYears} years after the matter closes`);
    expect(items[2]).toContain(`${analyticsMonths} months in Google Analytics`);
  });

  it("<Processors /> names each processor, what it does and the countries its data goes to", () => {
    render(<Processors />);
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
    const { container } = render(<FreeCall />);
    expect(container).toHaveTextContent("free 60-minute call");
  });
});
