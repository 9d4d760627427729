package main

import (
	"errors"
	"fmt"
	"sort"
)

var ErrInsufficient = errors.New("insufficient funds")

type Account struct {
	ID      string
	balance int64
	history []string
}

func (a *Account) Deposit(amt int64) {
	a.balance += amt
	a.history = append(a.history, fmt.Sprintf("+%d", amt))
}

func (a *Account) Withdraw(amt int64) error {
	if amt > a.balance {
		return fmt.Errorf("withdraw %d from %s: %w", amt, a.ID, ErrInsufficient)
	}
	a.balance -= amt
	a.history = append(a.history, fmt.Sprintf("-%d", amt))
	return nil
}

func (a Account) Balance() int64 { return a.balance }

type Bank struct {
	accounts map[string]*Account
}

func (b *Bank) Open(id string) *Account {
	if b.accounts == nil {
		b.accounts = map[string]*Account{}
	}
	acc := &Account{ID: id}
	b.accounts[id] = acc
	return acc
}

func (b *Bank) Transfer(from, to string, amt int64) error {
	src, ok := b.accounts[from]
	if !ok {
		return fmt.Errorf("no account %q", from)
	}
	dst, ok := b.accounts[to]
	if !ok {
		return fmt.Errorf("no account %q", to)
	}
	if err := src.Withdraw(amt); err != nil {
		return fmt.Errorf("transfer: %w", err)
	}
	dst.Deposit(amt)
	return nil
}

func (b *Bank) Report() {
	ids := make([]string, 0, len(b.accounts))
	for id := range b.accounts {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		a := b.accounts[id]
		fmt.Printf("%-6s %6d %v\n", id, a.Balance(), a.history)
	}
}

func main() {
	var bank Bank
	bank.Open("alice").Deposit(100)
	bank.Open("bob").Deposit(50)
	bank.Open("carol")
	steps := []struct {
		from, to string
		amt      int64
	}{{"alice", "bob", 30}, {"bob", "carol", 100}, {"bob", "carol", 80}, {"dave", "alice", 1}, {"carol", "alice", 5}}
	for _, s := range steps {
		if err := bank.Transfer(s.from, s.to, s.amt); err != nil {
			fmt.Println("error:", err, errors.Is(err, ErrInsufficient))
		}
	}
	bank.Report()
}

// Output:
// error: transfer: withdraw 100 from bob: insufficient funds true
// error: no account "dave" false
// alice      75 [+100 -30 +5]
// bob         0 [+50 +30 -80]
// carol      75 [+80 -5]
