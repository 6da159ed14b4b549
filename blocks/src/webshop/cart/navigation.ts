/** Leaving the page for a payment (a module object, so tests can watch where it goes). */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
