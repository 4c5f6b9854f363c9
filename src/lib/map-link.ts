/**
 * A link that opens an office's address in Google Maps (Maps URLs, https://developers.google.com/maps/documentation/urls/get-started):
 * a plain link the visitor chooses to follow, so no map is embedded and nothing is loaded before they do.
 */
export const mapUrlOf = (address: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
