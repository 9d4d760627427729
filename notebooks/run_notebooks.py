#!/usr/bin/python3
"""Executes notebooks with nbclient through the installed adrepl kernelspec.

    /usr/bin/python3 notebooks/run_notebooks.py --write [NOTEBOOK...]   # store outputs in place
    /usr/bin/python3 notebooks/run_notebooks.py --out DIR [NOTEBOOK...] # write executed copies to DIR

Without NOTEBOOK arguments, every notebooks/*.ipynb. A cell that fails stops
the run with the error (exit status 1). `adrepl kernel install --user` must
have been run (with the same JUPYTER_DATA_DIR).
"""
import argparse
import glob
import os
import sys

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

HERE = os.path.dirname(os.path.abspath(__file__))


def coalesce_streams(nb):
    """Merges consecutive stream outputs of one stream: the kernel sends a
    cell's output in batches (every 50 ms), and where the batches fall
    depends on timing, not on the notebook."""
    for cell in nb.cells:
        merged = []
        for o in cell.get("outputs", []):
            if (o.output_type == "stream" and merged and merged[-1].output_type == "stream"
                    and merged[-1].name == o.name):
                merged[-1].text += o.text
            else:
                merged.append(o)
        if "outputs" in cell:
            cell.outputs = merged


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--write", action="store_true", help="store the outputs in the notebooks themselves")
    ap.add_argument("--out", help="directory for the executed notebooks")
    ap.add_argument("--kernel", default="adrepl", help="kernelspec name")
    ap.add_argument("notebooks", nargs="*")
    args = ap.parse_args()
    if not args.write and not args.out:
        ap.error("give --write or --out DIR")
    paths = args.notebooks or sorted(glob.glob(os.path.join(HERE, "*.ipynb")))
    status = 0
    for path in paths:
        nb = nbformat.read(path, as_version=4)
        client = NotebookClient(nb, kernel_name=args.kernel, timeout=120, allow_errors=False,
                                resources={"metadata": {"path": os.path.dirname(path)}})
        try:
            client.execute()
        except CellExecutionError as e:
            print("%s: %s" % (os.path.basename(path), e), file=sys.stderr)
            status = 1
            continue
        coalesce_streams(nb)
        dest = path if args.write else os.path.join(args.out, os.path.basename(path))
        nbformat.write(nb, dest)
        print("executed", os.path.basename(path), "->", dest)
    return status


if __name__ == "__main__":
    sys.exit(main())
