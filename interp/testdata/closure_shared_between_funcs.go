package main

import "fmt"

type Account struct {
	Deposit  func(int)
	Withdraw func(int) bool
	Balance  func() int
}

func NewAccount() Account {
	bal := 0
	return Account{
		Deposit: func(n int) { bal += n },
		Withdraw: func(n int) bool {
			if n > bal {
				return false
			}
			bal -= n
			return true
		},
		Balance: func() int { return bal },
	}
}

func main() {
	a := NewAccount()
	b := NewAccount()
	a.Deposit(100)
	fmt.Println(a.Withdraw(30), a.Withdraw(100), a.Balance(), b.Balance())
	c := a // copies the struct, but the closures share bal
	c.Deposit(5)
	fmt.Println(a.Balance())
	x := 0
	incr := func() { x++ }
	get := func() int { return x }
	for range 5 {
		incr()
	}
	fmt.Println(get(), x)
}

// Output:
// true false 70 0
// 75
// 5 5
