/**
 * What a sample or placeholder value looks like, wherever it is: in the site facts and
 * testimonials before a production build (production-inputs.ts) and in the built files
 * after it (deployed-tree.ts). One set of patterns for both.
 */

/** Where the shipped samples live, as the messages name them. */
export const SITE_FACTS_FILE = "src/site-facts.ts";
export const TESTIMONIALS_FILE = "src/data/testimonials.ts";

/**
 * The values this repository ships as samples, with what the firm puts in their place.
 * `at` is the sample's place; the value is refused in any field (and in any built file).
 * __tests__/delivery/build-production.test.ts fails when a sample in site-facts.ts that is
 * still marked SAMPLE differs from this list, so the two cannot drift apart.
 */
export const SAMPLE_VALUES: readonly { at: string; value: string; put: string }[] = [
  { at: "name", value: "Meridian Advocates & Legal Consultants", put: "the firm's name" },
  { at: "shortName", value: "Meridian Advocates", put: "the firm's short name" },
  { at: "siteUrl", value: "https://www.meridian-advocates.example", put: "the live origin, or set SITE_URL" },
  { at: "phone.display", value: "+971 4 000 0000", put: "the firm's phone number as shown" },
  { at: "phone.e164", value: "+97140000000", put: "the same number in E.164 form (+971…)" },
  {
    at: "whatsapp",
    value: "971500000000",
    put: "the firm's WhatsApp number as wa.me writes it (971 and the number, digits only), or an empty string for no WhatsApp link",
  },
  {
    at: "bookingUrl",
    value: "https://booking.meridian-advocates.example/free-60-minute-call",
    put: "the booking page's https URL",
  },
  { at: "tagManagerId", value: "GTM-XXXXXXX", put: "the firm's container ID, or set GATSBY_GTM_ID" },
  { at: "founder.name", value: "Layla Al Mansoori", put: "the founder's name" },
  {
    at: "founder.qualifications.0",
    value: "Sample qualification: the founder's law degree and university, to be supplied by the firm",
    put: "the founder's degrees and professional qualifications, one per entry",
  },
  {
    at: "legalEntity.name",
    value: "Meridian Advocates & Legal Consultants (Civil Company)",
    put: "the firm's legal name and form, as licensed",
  },
  // The sample licence number of every office and of the founder: refused in any of them.
  { at: "offices.0.licence.number", value: "000000", put: "the number on that office's licence" },
  {
    at: "legalEntity.address",
    value: "Office 000, Example Tower, Business Bay, Dubai, United Arab Emirates",
    put: "the registered address on the licence",
  },
  // The Dubai office's address is the registered address above.
  {
    at: "offices.1.address",
    value: "Office 000, Example Building, Al Maryah Island, Abu Dhabi, United Arab Emirates",
    put: "the Abu Dhabi office's address",
  },
  {
    at: "offices.2.address",
    value: "Office 000, Example Building, Hamad Bin Abdullah Road, Fujairah, United Arab Emirates",
    put: "the Fujairah office's address",
  },
  { at: "email", value: "contact@meridian-advocates.example", put: "the firm's written contact address" },
  {
    at: "claims.reviewsUrl",
    value: "https://reviews.meridian-advocates.example/",
    put: "the public page where the reviews can be read",
  },
  {
    at: "claims.entrepreneursServedSource.basis",
    value: "sample figures, not yet our client records",
    put: "what the figure counts (e.g. the firm's client records)",
  },
  { at: "embeddingOrigins.0", value: "https://portal.meridian-advocates.example", put: "the firm's portal origins" },
  { at: "repository", value: "meridian-advocates/website", put: "the site's GitHub repository (owner/name)" },
];

/**
 * The sample testimonials, by author and words: refused however their SAMPLE mark fares.
 * The same guard test keeps this list equal to src/data/testimonials.ts while that is marked SAMPLE.
 */
export const SAMPLE_TESTIMONIALS: readonly { author: string; text: string }[] = [
  {
    author: "Daniel R.",
    text: "We needed a shareholder agreement before our first investment round. The draft arrived the next day, and every clause was explained in plain English, so we knew exactly what we were signing.",
  },
  {
    author: "Katrin S.",
    text: "Setting up in Dubai looked like a maze of licences and approvals. They explained the options for our business clearly, told us which documents to prepare and kept us updated at every step.",
  },
  {
    author: "Michael T.",
    text: "A client's cheque bounced and I had no idea where to start. They answered my call the same day, explained my options in plain terms and told me honestly what each step would cost.",
  },
];

/**
 * Written inside a picture the repository ships as a placeholder (the JPEG's EXIF ImageDescription, by
 * `npm run covers`): the founder's portrait. `npm run build:production` refuses any file in content/images/
 * that holds it (sampleImageProblems), until the firm puts its photograph in its place.
 */
export const SAMPLE_IMAGE_MARK = "SAMPLE: a placeholder drawn by npm run covers, not a photograph of the firm";

/**
 * Samples specific enough to search for inside any text (a built file, a longer fact).
 * Short ones ("000000") are refused only as a whole field: as text they occur everywhere.
 */
export const distinctiveSamples: readonly string[] = [
  ...SAMPLE_VALUES.map(({ value }) => value),
  ...SAMPLE_TESTIMONIALS.map(({ text }) => text),
].filter((value) => value.length >= 8);

/** A SAMPLE mark as written in the sources: `/** SAMPLE *\/` or `SAMPLE:` (not the word in prose). */
export const SAMPLE_MARK = /\bSAMPLE(?::|\s*\*\/)/;

/**
 * The examples the README, docs/, the editors' guides and the sources give for the site's address and
 * container ("e.g. https://www.firm.ae", "e.g. GTM-AB12CD3"): copied as they stand, they are
 * placeholders. A domain is refused with its subdomains. __tests__/delivery/build-production.test.ts
 * finds every container ID and host the docs name and fails on one that is not refused.
 */
export const DOCUMENTED_EXAMPLES: readonly string[] = ["GTM-AB12CD3", "firm.ae", "firm.co.ae"];

/** Tag-manager container IDs as they occur in a text. */
const GTM_IDS = /\bGTM-[A-Z0-9]{4,}\b/g;

/** One character, or all but one, repeated ("0000000", "XXXXXX1"): typed by hand, never issued. */
const isNearRun = (chars: string): boolean =>
  [...chars].some((char) => chars.split(char).length - 1 >= chars.length - 1);

/**
 * Words a person types where a container ID belongs. Google issues IDs of random capitals and digits,
 * in which a word of four letters or more turns up about once in a hundred thousand.
 */
const PLACEHOLDER_WORDS = [
  "EXAMPLE",
  "PLACEHOLDER",
  "SAMPLE",
  "TEST",
  "YOUR",
  "MYID",
  "DEMO",
  "DUMMY",
  "FAKE",
  "TODO",
  "CHANGE",
  "REPLACE",
  "INSERT",
  "CONTAINER",
];

/** The alphabet and the digits, each in its order: where a run of consecutive characters is read. */
const SEQUENCES = ["ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789"];

/** Whether b follows a in the alphabet or the digits, either way (AB, 21). */
const isStep = (a: string, b: string) =>
  SEQUENCES.some((sequence) => {
    const at = sequence.indexOf(a);
    return at >= 0 && sequence.includes(b) && Math.abs(sequence.indexOf(b) - at) === 1;
  });

/** The ID cut into runs of consecutive characters going one way ("ABC123" is "ABC", "123"). */
const runsOf = (chars: string): string[] => {
  const runs: string[] = [];
  for (const char of chars) {
    const run = runs[runs.length - 1] ?? "";
    const last = run[run.length - 1];
    const direction = run.length >= 2 ? run.charCodeAt(1) - run.charCodeAt(0) : undefined;
    const continues =
      last !== undefined &&
      isStep(last, char) &&
      (direction === undefined || char.charCodeAt(0) - last.charCodeAt(0) === direction);
    if (continues) runs[runs.length - 1] = run + char;
    else runs.push(char);
  }
  return runs;
};

/**
 * A run typed by hand: four or more consecutive letters or digits anywhere (ABCD, 1234, 9876), or an ID
 * made of runs of three or more alone (ABC123).
 */
const isTypedRun = (chars: string): boolean => {
  const runs = runsOf(chars);
  return runs.some((run) => run.length >= 4) || runs.every((run) => run.length >= 3);
};

/**
 * Why a GTM- ID is a placeholder rather than a container, or undefined when it can be the firm's. The rule:
 * X's; one character repeated, or all but one; a word people type for one (PLACEHOLDER_WORDS); a run of
 * consecutive letters or digits (isTypedRun); or the example the docs give.
 */
export const gtmIdProblem = (id: string): string | undefined => {
  const chars = id.replace(/^GTM-/, "");
  if (/^X+$/.test(chars)) return "is a placeholder container ID";
  if (isNearRun(chars)) return "is a placeholder container ID (one character repeated, or all but one)";
  const word = PLACEHOLDER_WORDS.find((candidate) => chars.includes(candidate));
  if (word) return `is a placeholder container ID (it reads "${word}")`;
  if (isTypedRun(chars)) return "is a placeholder container ID (a run of letters or digits, such as ABCD or 1234)";
  if (DOCUMENTED_EXAMPLES.includes(id)) return "is a documented example, not the firm's container";
  return undefined;
};

/** The placeholder container IDs a text holds. */
export const placeholderGtmIdsIn = (text: string): string[] =>
  (text.match(GTM_IDS) ?? []).filter((id) => gtmIdProblem(id));

const EXAMPLE_TLDS = ["example", "test", "invalid"];
const EXAMPLE_DOMAINS = ["example.com", "example.org", "example.net"];
/** Names that only resolve on the machine or network they are used on (RFC 6761, RFC 6762, RFC 8375, ICANN's .internal). */
const LOCAL_DOMAINS = ["localhost", "localdomain", "local", "internal", "home.arpa"];

/** Public domains a host on which is never the firm's address, a group at a time, each with why. */
const NOT_THE_FIRMS_DOMAINS: readonly { domains: readonly string[]; why: (domain: string) => string }[] = [
  {
    // Public wildcard-DNS names for development: each resolves to 127.0.0.1, or to the IP address written in it.
    domains: ["localtest.me", "lvh.me", "vcap.me", "nip.io", "sslip.io", "xip.io"],
    why: (domain) =>
      `is a development name (*.${domain}) that points at an IP address such as 127.0.0.1, not the firm's domain`,
  },
  {
    // Hosting platforms' own addresses: deploy previews and default site names.
    domains: ["netlify.app", "netlify.live", "vercel.app", "pages.dev", "github.io", "gatsbyjs.io"],
    why: (domain) => `is a hosting platform's address (*.${domain}), not the firm's domain`,
  },
  { domains: DOCUMENTED_EXAMPLES, why: (domain) => `is a documented example (${domain}), not the firm's domain` },
];

const onDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** A host as a browser resolves it: lower case, no final dot, IPv4 in any notation as a.b.c.d ("127.1" is 127.0.0.1). */
const canonicalHost = (host: string): string => {
  try {
    return new URL(`https://${host}`).hostname.replace(/\.$/, "");
  } catch {
    return host.toLowerCase().replace(/\.$/, "");
  }
};

/** A name on a top-level domain reserved for examples and tests (RFC 2606: .example, .test, .invalid) or example.com/org/net. */
export const isReservedExampleHost = (host: string): boolean => {
  const name = host.toLowerCase().replace(/\.$/, "");
  return EXAMPLE_TLDS.includes(name.split(".").at(-1)!) || EXAMPLE_DOMAINS.some((domain) => onDomain(name, domain));
};

/** Why a host cannot be the firm's public address, or undefined when it can. */
export const hostProblem = (host: string): string | undefined => {
  const name = canonicalHost(host);
  const local = LOCAL_DOMAINS.find((domain) => onDomain(name, domain));
  if (local) return `is a local name (${local === name ? name : `*.${local}`})`;
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(name) || name.startsWith("[")) return "is an IP address, not a domain";
  if (!name.includes(".")) return "is not a public domain name";
  if (isReservedExampleHost(name)) return "is on a reserved example domain";
  for (const { domains, why } of NOT_THE_FIRMS_DOMAINS) {
    const domain = domains.find((candidate) => onDomain(name, candidate));
    if (domain) return why(domain);
  }
  return undefined;
};

/** Hosts named in a text as URLs (https://host…) or e-mail addresses (name@host). */
export const hostsIn = (text: string): string[] => [
  ...[...text.matchAll(/\b(?:https?:)?\/\/(\[[0-9a-f:.]+\]|[a-z0-9-]+(?:\.[a-z0-9-]+)*)/gi)].map((match) => match[1]),
  ...[...text.matchAll(/[\w.+-]+@([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi)].map((match) => match[1]),
];

/**
 * Each placeholder a text holds (for a built file), as "what (why)" phrases. Not localhost:
 * the CMS's local backend is on it by design. `hosts: false` leaves out the example-domain
 * search, for third-party code that names example.com in its own examples.
 */
export const placeholdersIn = (text: string, { hosts = true } = {}): string[] => [
  ...(hosts
    ? hostsIn(text)
        .filter(isReservedExampleHost)
        .map((host) => `${host} (a reserved example domain)`)
    : []),
  ...placeholderGtmIdsIn(text).map((id) => `${id} (a placeholder container ID)`),
  ...distinctiveSamples
    .filter((sample) => text.includes(sample))
    .map((sample) => `"${short(sample)}" (a shipped sample)`),
  ...(SAMPLE_MARK.test(text) ? ["a SAMPLE mark"] : []),
];

const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** Why a text is not an absolute https:// URL, or undefined (its host is checked with every other string's). */
export const httpsUrlProblem = (url: string): string | undefined => {
  try {
    return new URL(url).protocol === "https:" ? undefined : `"${url}" must use https://`;
  } catch {
    return `"${url}" is not an absolute URL`;
  }
};

/** Why a value is not a real ISO day (YYYY-MM-DD) on or before `today`, or undefined. */
export const pastDayProblem = (value: string, today: Date): string | undefined => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : undefined;
  if (!date || date.toISOString().slice(0, 10) !== value) return `"${value}" is not a real day written YYYY-MM-DD`;
  if (value > today.toISOString().slice(0, 10)) return `"${value}" is in the future`;
  return undefined;
};

/** Why a number is not a plausible UAE number (+971, then 8 or 9 digits, not a run of one digit), or undefined. */
export const uaePhoneProblem = (phone: string): string | undefined => {
  const digits = phone.replace(/[\s().-]/g, "");
  const national = /^(?:\+971|00971)(\d{8,9})$/.exec(digits)?.[1];
  if (!national) return `"${phone}" is not a UAE number (+971 and 8 or 9 digits)`;
  if (/^(\d)\1*$/.test(national.slice(-7))) return `"${phone}" has a placeholder subscriber number`;
  return undefined;
};

/** A licence or registration number of one repeated character ("000000", "111111"), or empty. */
export const isPlaceholderNumber = (value: string): boolean => /^(?:(.)\1*)?$/.test(value.replace(/[\s/-]/g, ""));

/** An address that is a placeholder: "Example …", or a number of zeros ("Office 000"). */
export const isPlaceholderAddress = (address: string): boolean => /\bexample\b|\b0{2,}\b/i.test(address);
