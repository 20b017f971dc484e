import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { Link, useNavigate } from "@remix-run/react";
import type { ReactNode } from "react";
import { useHydrated } from "./use-hydrated.ts";

const panelClass = (wide: boolean) =>
  `w-full ${wide ? "max-w-4xl" : "max-w-lg"} rounded-lg bg-white p-6 text-left shadow-xl ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-700`;
const titleClass = "text-lg font-semibold text-gray-900 dark:text-gray-100";

function ModalBody({ title, closeTo, children }: { title: ReactNode; closeTo: string; children: ReactNode }) {
  return (
    <>
      <div className="mb-4 flex items-start justify-between gap-4">
        {title}
        <Link to={closeTo} className="text-sm text-gray-500 hover:text-gray-900 dark:text-gray-400" preventScrollReset>
          Close
        </Link>
      </div>
      {children}
    </>
  );
}

/**
 * A modal that is a route: closing it goes to `closeTo` (usually the list under it).
 * With JavaScript it is a Headless UI dialog (Escape and the backdrop close it);
 * without, the same content as a plain panel with a Close link.
 */
export function Modal({ title, closeTo, wide = false, children }: { title: string; closeTo: string; wide?: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();

  if (!hydrated) {
    return (
      <div className="fixed inset-0 z-40 flex items-center justify-center bg-gray-900/50 p-4">
        <section role="dialog" aria-labelledby="modal-title" className={panelClass(wide)}>
          <ModalBody title={<h2 id="modal-title" className={titleClass}>{title}</h2>} closeTo={closeTo}>
            {children}
          </ModalBody>
        </section>
      </div>
    );
  }

  // The Dialog itself is the role="dialog" element, labelled by its DialogTitle;
  // the panel must not be a second, nested dialog.
  return (
    <Dialog open onClose={() => navigate(closeTo, { preventScrollReset: true })} className="relative z-40">
      <DialogBackdrop className="fixed inset-0 bg-gray-900/50" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className={panelClass(wide)}>
          <ModalBody title={<DialogTitle id="modal-title" className={titleClass}>{title}</DialogTitle>} closeTo={closeTo}>
            {children}
          </ModalBody>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
