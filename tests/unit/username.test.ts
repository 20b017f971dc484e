import { describe, expect, it } from "vitest";
import { usernameCandidate, usernameFromEmail } from "../../app/lib/username.ts";
import { usernameSchema } from "../../app/lib/schemas/auth.ts";

describe("usernameFromEmail", () => {
  it("takes the address's local part", () => {
    expect(usernameFromEmail("Ada.Lovelace@example.com")).toBe("ada.lovelace");
  });

  it("replaces characters a username may not hold", () => {
    expect(usernameFromEmail("ada+test@example.com")).toBe("ada-test");
  });

  it.each(["a@example.com", "++@example.com", "x.y@example.com", "averyveryveryveryverylongnamethatgoesonandon@example.com"])(
    "always proposes a valid username for %s",
    (email) => {
      expect(usernameSchema.safeParse(usernameFromEmail(email)).success).toBe(true);
    },
  );
});

describe("usernameCandidate", () => {
  it("numbers the alternatives", () => {
    expect([1, 2, 3].map((n) => usernameCandidate("ada", n))).toEqual(["ada", "ada-2", "ada-3"]);
  });
});
