import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { UserCircleIcon } from "@heroicons/react/24/outline";
import { Form, Link } from "@remix-run/react";
import type { PublicUser } from "~/models/users.server.ts";
import { useHydrated } from "./ui/use-hydrated.ts";

const itemClass = "block w-full px-4 py-2 text-left text-sm text-gray-700 hover:bg-gray-100 data-[focus]:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-700 dark:data-[focus]:bg-gray-700";
const panelClass = "absolute right-0 z-30 mt-2 w-48 rounded-md bg-white py-1 shadow-lg ring-1 ring-gray-200 focus:outline-none dark:bg-gray-800 dark:ring-gray-700";

function SignOutButton() {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={itemClass}>
        Sign out
      </button>
    </Form>
  );
}

/** Headless UI menu with JavaScript; a <details> disclosure with the same links without. */
export function UserMenu({ user }: { user: PublicUser }) {
  const hydrated = useHydrated();
  const trigger = (
    <>
      <UserCircleIcon className="h-8 w-8 text-gray-500 dark:text-gray-300" aria-hidden="true" />
      <span className="sr-only">User menu for {user.full_name}</span>
    </>
  );

  if (!hydrated) {
    return (
      <details className="relative">
        <summary className="list-none cursor-pointer [&::-webkit-details-marker]:hidden">{trigger}</summary>
        <div className={panelClass}>
          <Link to="/settings/app" className={itemClass}>
            App Settings
          </Link>
          <Link to="/settings/password" className={itemClass}>
            Change Password
          </Link>
          <SignOutButton />
        </div>
      </details>
    );
  }

  return (
    <Menu as="div" className="relative">
      <MenuButton className="flex rounded-full">{trigger}</MenuButton>
      <MenuItems className={panelClass}>
        <MenuItem>
          <Link to="/settings/app" className={itemClass}>
            App Settings
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to="/settings/password" className={itemClass}>
            Change Password
          </Link>
        </MenuItem>
        <MenuItem>
          <SignOutButton />
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
