/**
 * getByRole's options for the link whose text is the e-mail `address`. The address is cut into spans with <wbr>
 * between them, which jsdom's accessible name spaces apart ("contact@ meridian-advocates .example"); a browser's does not.
 */
export const linkToAddress = (address: string) => ({
  name: (_name: string, link: Element) => link.textContent === address,
});
