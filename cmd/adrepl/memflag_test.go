package main

import (
	"strings"
	"testing"
)

func TestMemoryFlag(t *testing.T) {
	t.Setenv(memoryEnv, "")
	defer func() { memoryBudget = 0 }()
	args, err := takeMemoryFlag([]string{"--memory", "2GiB", "run", "x.go"})
	if err != nil || strings.Join(args, " ") != "run x.go" || memoryBudget != 2<<30 {
		t.Fatalf("--memory 2GiB: %v %q %d", err, args, memoryBudget)
	}
	if _, err := takeMemoryFlag([]string{"--memory=off"}); err != nil || memoryBudget != -1 {
		t.Fatalf("--memory=off: %v %d", err, memoryBudget)
	}
	if _, err := takeMemoryFlag([]string{"--memory", "lots"}); err == nil {
		t.Fatal("--memory lots: no error")
	}
	if _, err := takeMemoryFlag([]string{"--memory", "1MiB"}); err == nil {
		t.Fatal("--memory 1MiB: no error (below 16MiB)")
	}
	t.Setenv(memoryEnv, "512MiB")
	if args, err := takeMemoryFlag([]string{"version"}); err != nil || len(args) != 1 || memoryBudget != 512<<20 {
		t.Fatalf("$%s: %v %q %d", memoryEnv, err, args, memoryBudget)
	}
	// The budget reaches the session, and :memory reports it.
	r := runCapped(t, 8<<30, ":memory budget\n", "--memory", "300MiB")
	if !strings.Contains(r.stdout, "memory budget 300.0 MiB") || r.code != 0 {
		t.Fatalf(":memory budget under --memory 300MiB: %+v", r)
	}
}
